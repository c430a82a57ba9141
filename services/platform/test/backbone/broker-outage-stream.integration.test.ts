import type { Client } from 'pg';
import { AmqpConnection } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TcpProxy } from '@sampleteca/testing';
import { RegistrationsService } from './backbone-services';
import { faultReport, platformBehindProxy, type PlatformBehindProxy } from './platform-behind-proxy';

// Issue #17's fault suite: RabbitMQ cut in the middle of a stream of 1,000 events from identity
// to two consumers (catalogue, billing). Every event is handled once by each, none twice, and
// the time from the broker's return to the last effect is printed.
const EVENTS = 1_000;
const CUT_AFTER = 300;
const IN_FLIGHT = 20;
/** Events committed while the broker is away, kept by the outbox, before it comes back. */
const BACKLOG_DURING_OUTAGE = 200;

let faulty: PlatformBehindProxy;
let platform: RunningPlatform;
let proxy: TcpProxy;
let db: Client;

beforeAll(async () => {
  faulty = await platformBehindProxy('RABBITMQ_URL', ['identity', 'catalogue', 'billing'], {
    EVENTS_PUBLISH_TIMEOUT_MS: '300',
  });
  ({ platform, proxy, db } = faulty);
});

afterAll(() => faulty?.stop());

const unpublished = async () => {
  const { rows } = await db.query<{ pending: string }>(
    'SELECT count(*) AS pending FROM identity.outbox_events WHERE published_at IS NULL',
  );
  return Number(rows[0].pending);
};

const effects = async (schema: string) => {
  const { rows } = await db.query<{ total: string; distinct: string }>(
    `SELECT count(*) AS total, count(DISTINCT event_id) AS distinct FROM ${schema}.test_effects`,
  );
  return { total: Number(rows[0].total), distinct: Number(rows[0].distinct) };
};

test(`${EVENTS} events with the broker cut after ${CUT_AFTER}: each consumer applies every one exactly once`, async () => {
  const registrations = platform.app.get(RegistrationsService);
  let produced = 0;
  let restoredAt = 0;
  const produce = async () => {
    while (produced < EVENTS) {
      produced += 1;
      await registrations.register(`Pessoa ${produced}`);
    }
  };
  const outage = (async () => {
    await eventually(async () => expect(produced).toBeGreaterThanOrEqual(CUT_AFTER), 60_000, 20);
    await proxy.cut();
    await eventually(() => expect(platform.app.get(AmqpConnection).isConnected()).toBe(false));
    // The business writes go on while the broker is away: the outbox keeps their events.
    const producedAtCut = produced;
    await eventually(
      async () => {
        expect(produced - producedAtCut).toBeGreaterThanOrEqual(BACKLOG_DURING_OUTAGE);
        expect(await unpublished()).toBeGreaterThanOrEqual(BACKLOG_DURING_OUTAGE);
      },
      60_000,
      20,
    );
    await proxy.restore();
    restoredAt = Date.now();
  })();
  await Promise.all([...Array.from({ length: IN_FLIGHT }, produce), outage]);

  await eventually(
    async () => {
      expect(await effects('catalogue')).toEqual({ total: EVENTS, distinct: EVENTS });
      expect(await effects('billing')).toEqual({ total: EVENTS, distinct: EVENTS });
    },
    120_000,
    250,
  );
  faultReport.log(
    `broker-outage-stream: último efeito ${((Date.now() - restoredAt) / 1000).toFixed(1)} s após o retorno do broker`,
  );
  expect(await unpublished()).toBe(0);
}, 240_000);
