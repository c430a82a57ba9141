import { Client } from 'pg';
import { AmqpConnection, RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, freePort, TcpProxy, type TestEnvironment } from '@sampleteca/testing';
import { backboneServices, Registrations, TEST_TABLES_SQL } from './backbone-services';

// Issue #17's fault suite: RabbitMQ cut in the middle of a stream of 1,000 events from identity
// to two consumers (catalogue, billing). Every event is handled once by each, none twice, and
// the time from the broker's return to the last effect is printed.
const EVENTS = 1_000;
const CUT_AFTER = 300;
const IN_FLIGHT = 20;

let environment: TestEnvironment;
let platform: RunningPlatform;
let proxy: TcpProxy;
let db: Client;

beforeAll(async () => {
  environment = await createTestEnvironment({ EVENTS_PUBLISH_TIMEOUT_MS: '300' });
  const broker = new URL(environment.env.RABBITMQ_URL);
  proxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) }, await freePort());
  await proxy.start();
  broker.hostname = '127.0.0.1';
  broker.port = String(proxy.port);
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  await db.query(TEST_TABLES_SQL);
  const { identity, catalogue, billing } = backboneServices;
  platform = await runPlatform([identity, catalogue, billing], {
    ...process.env,
    ...environment.env,
    RABBITMQ_URL: broker.toString(),
  });
  await platform.app.get(RabbitEventsServer).whenReady();
});

afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await platform?.close();
  await proxy?.stop();
  await db?.end();
  await environment?.cleanup();
});

const effects = async (schema: string) => {
  const { rows } = await db.query<{ total: string; distinct: string }>(
    `SELECT count(*) AS total, count(DISTINCT event_id) AS distinct FROM ${schema}.test_effects`,
  );
  return { total: Number(rows[0].total), distinct: Number(rows[0].distinct) };
};

test(`${EVENTS} events with the broker cut after ${CUT_AFTER}: each consumer applies every one exactly once`, async () => {
  const registrations = platform.app.get(Registrations);
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
    await new Promise((resolve) => setTimeout(resolve, 2_000));
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
  // eslint-disable-next-line no-console -- the suite prints the time to recover (issue #17)
  console.log(
    `broker-outage-stream: último efeito ${((Date.now() - restoredAt) / 1000).toFixed(1)} s após o retorno do broker`,
  );
  const { rows } = await db.query<{ pending: string }>(
    'SELECT count(*) AS pending FROM identity.outbox_events WHERE published_at IS NULL',
  );
  expect(Number(rows[0].pending)).toBe(0);
}, 240_000);
