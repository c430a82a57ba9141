import type { Client } from 'pg';
import { EventPublisher, OutboxRelay } from '@sampleteca/messaging';
import { eventsHandled, withCorrelationId } from '@sampleteca/observability';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually } from '@sampleteca/testing';
import { RegistrationsService } from './backbone-services';
import { backbonePlatform, type BackbonePlatform } from './backbone-platform';

let backbone: BackbonePlatform;
let platform: RunningPlatform;
let db: Client;

const effects = async (schema: string, userId: string) =>
  (await db.query(`SELECT event_id FROM ${schema}.test_effects WHERE user_id = $1`, [userId])).rows;

const duplicates = async (consumer: string) =>
  (await eventsHandled.get()).values
    .filter((value) => value.labels.consumer === consumer && value.labels.outcome === 'duplicate')
    .reduce((sum, value) => sum + value.value, 0);

beforeAll(async () => {
  backbone = await backbonePlatform(['identity', 'catalogue', 'billing']);
  ({ platform, db } = backbone);
});
afterAll(() => backbone?.stop());

test('an event committed by identity is handled by catalogue and billing, each once', async () => {
  const event = await withCorrelationId('pedido-42', () =>
    platform.app.get(RegistrationsService).register('Ana Beats'),
  );
  // The request's correlation id travels with the event to its consumers' logs.
  expect(event.correlationId).toBe('pedido-42');

  await eventually(async () => {
    expect(await effects('catalogue', event.data.userId)).toEqual([{ event_id: event.id }]);
    expect(await effects('billing', event.data.userId)).toEqual([{ event_id: event.id }]);
  });
  const outbox = await db.query('SELECT published_at FROM identity.outbox_events WHERE id = $1', [event.id]);
  expect(outbox.rows[0].published_at).not.toBeNull();
});

test('the same event delivered twice changes nothing the second time', async () => {
  const event = await platform.app.get(RegistrationsService).register('Bruno Acapelas');
  await eventually(async () => expect(await effects('catalogue', event.data.userId)).toHaveLength(1));
  const [catalogueBefore, billingBefore] = [await duplicates('catalogue'), await duplicates('billing')];

  // A redelivery: the broker hands the very same envelope over again.
  await platform.app.get(EventPublisher).publish(event);

  await eventually(async () => {
    expect(await duplicates('catalogue')).toBe(catalogueBefore + 1);
    expect(await duplicates('billing')).toBe(billingBefore + 1);
  });
  expect(await effects('catalogue', event.data.userId)).toHaveLength(1);
  expect(await effects('billing', event.data.userId)).toHaveLength(1);
});

test('a business transaction that fails leaves no event behind', async () => {
  const registrations = platform.app.get(RegistrationsService);
  await expect(registrations.register('Carla Loops', { failAfterWrite: true })).rejects.toThrow();
  const pending = await db.query(
    `SELECT count(*)::int AS count FROM identity.outbox_events WHERE envelope->'data'->>'name' = 'Carla Loops'`,
  );
  expect(pending.rows[0].count).toBe(0);
  expect(await platform.app.get(OutboxRelay, { strict: false }).publishPending()).toBe(0);
});
