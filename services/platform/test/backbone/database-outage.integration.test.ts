import type { Client } from 'pg';
import { consumerQueueName, listDeadLetters } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventsHandled, eventually, type TcpProxy } from '@sampleteca/testing';
import { catalogueHandler, RegistrationsService } from './backbone-services';
import { faultReport, platformBehindProxy, type PlatformBehindProxy } from './platform-behind-proxy';

// Issue #17's fault suite: PostgreSQL cut (as a restart looks to its clients) under a steady
// write load. Writes during the outage fail instead of hanging; every write that was
// acknowledged is kept and its event handled once, none parked as a dead letter; writes succeed
// again once it is back, and the time to the first success is reported.
const WRITERS = 4;
/** EVENTS_RETRY_BASE_MS 100 in tests: four delays before an event would spend its attempts. */
const RETRY_DELAYS = 4;

/** How often the catalogue sent an event back to wait (for the database, here). */
const waitsForDatabase = () =>
  eventsHandled(platform.url, { consumer: 'catalogue', type: 'user.registered', outcome: 'retried' });

let faulty: PlatformBehindProxy;
let platform: RunningPlatform;
let proxy: TcpProxy;
let db: Client;

beforeAll(async () => {
  faulty = await platformBehindProxy('DATABASE_URL', ['identity', 'catalogue']);
  ({ platform, proxy, db } = faulty);
});

afterAll(() => faulty?.stop());

test('a database outage under steady writes loses no acknowledged write and recovers on its own', async () => {
  const registrations = platform.app.get(RegistrationsService);
  const acknowledged: string[] = [];
  let failures = 0;
  let stop = false;
  let restoredAt = 0;
  let firstSuccessAfter = 0;
  const writer = async (index: number) => {
    for (let n = 0; !stop; n++) {
      try {
        const event = await registrations.register(`Escritor ${index}.${n}`);
        acknowledged.push(event.data.userId);
        if (restoredAt && !firstSuccessAfter) firstSuccessAfter = Date.now();
      } catch {
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));

  await eventually(async () => expect(acknowledged.length).toBeGreaterThan(50), 30_000, 20);
  // Events in the catalogue's hands at the cut, certainly: a catalogue that had caught up with
  // the writers would have nothing to send back (CI once saw 0 retries that way).
  let release = () => {};
  catalogueHandler.hold = new Promise((resolve) => (release = resolve));
  await eventually(async () => expect(catalogueHandler.held).toBeGreaterThan(0), 30_000, 20);
  await proxy.cut();
  catalogueHandler.hold = undefined;
  release();
  // Longer than the retries allow: events being handled when the database went away must wait
  // for it, not end in the dead-letter queue. The catalogue is seen sending them back to wait
  // more times than there are retry delays (100, 200, 400, 800 ms in tests), and writes failing.
  const retriesAtCut = await waitsForDatabase();
  const failuresAtCut = failures;
  await eventually(
    async () => {
      expect(await waitsForDatabase()).toBeGreaterThan(retriesAtCut + RETRY_DELAYS);
      expect(failures).toBeGreaterThan(failuresAtCut);
    },
    60_000,
    50,
  );
  const duringOutage = failures;
  await proxy.restore();
  restoredAt = Date.now();
  await eventually(async () => expect(firstSuccessAfter).toBeGreaterThan(0), 60_000, 50);
  // Writes go on after the return: a few dozen more acknowledged before the writers stop.
  const acknowledgedAtReturn = acknowledged.length;
  await eventually(async () => expect(acknowledged.length).toBeGreaterThan(acknowledgedAtReturn + 20), 30_000, 20);
  stop = true;
  await Promise.all(writers);

  // The outage was felt (writes failed, none hung), and is over.
  expect(duringOutage).toBeGreaterThan(0);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM identity.test_registrations');
  const stored = new Set(rows.map((row) => row.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  await eventually(
    async () => {
      const effects = await db.query<{ user_id: string }>('SELECT user_id FROM catalogue.test_effects');
      expect(effects.rows.length).toBe(stored.size);
      expect(new Set(effects.rows.map((row) => row.user_id))).toEqual(stored);
    },
    60_000,
    250,
  );
  expect(
    await listDeadLetters(
      faulty.environment.env.RABBITMQ_URL,
      consumerQueueName(faulty.environment.env.EVENTS_QUEUE_PREFIX, 'catalogue'),
    ),
  ).toEqual([]);
  faultReport.log(
    `database-outage: ${acknowledged.length} escritas confirmadas, ${failures} recusadas durante a queda; ` +
      `primeira escrita ${((firstSuccessAfter - restoredAt) / 1000).toFixed(1)} s após o retorno`,
  );
}, 180_000);
