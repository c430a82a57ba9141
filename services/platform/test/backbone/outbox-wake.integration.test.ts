import type { Client } from 'pg';
import { createEnvelope, outboxChannel } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually } from '@sampleteca/testing';
import { RegistrationsService } from './backbone-services';
import { backbonePlatform, type BackbonePlatform } from './backbone-platform';

// The relay is woken once the write's transaction has committed: an event goes out at once,
// without waiting for the relay's poll (here ten minutes away, so only the wake can deliver),
// also when another process wrote it (a worker listens to the outbox's commit notifications).
let backbone: BackbonePlatform;
let platform: RunningPlatform;
let db: Client;

beforeAll(async () => {
  backbone = await backbonePlatform(['identity', 'catalogue'], { OUTBOX_POLL_MS: '600000' });
  ({ platform, db } = backbone);
});
afterAll(() => backbone?.stop());

test('every event written in a committed transaction is published by the wake after its commit', async () => {
  const registrations = platform.app.get(RegistrationsService);
  // Each transaction keeps working a moment after writing its event, as a real feature may.
  for (let n = 0; n < 20; n++) await registrations.register(`Pessoa ${n}`, { holdAfterWriteMs: n === 19 ? 200 : 0 });
  await eventually(async () => {
    const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM catalogue.test_effects');
    expect(Number(rows[0].count)).toBe(20);
  }, 10_000);

  // A rolled-back write leaves nothing to publish, and wakes nobody for it.
  await expect(registrations.register('Desistente', { failAfterWrite: true })).rejects.toThrow();
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM identity.outbox_events WHERE published_at IS NULL',
  );
  expect(Number(rows[0].count)).toBe(0);
});

test("a worker's relay is woken by the commit of an event another process wrote", async () => {
  const userId = crypto.randomUUID();
  const envelope = createEnvelope('identity', 'user.registered', { userId, name: 'De Outro Processo' });
  // What Outbox.add writes, from a connection that is not this platform's: no in-process wake.
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO identity.outbox_events ("id", "type", "envelope") SELECT $1, $2, $3 FROM (SELECT pg_notify($4, '')) AS w`,
    [envelope.id, envelope.type, envelope, outboxChannel('identity')],
  );
  await db.query('COMMIT');
  await eventually(async () => {
    const { rows } = await db.query('SELECT 1 FROM catalogue.test_effects WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  }, 5_000);
});
