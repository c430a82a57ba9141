import { Client } from 'pg';
import { AmqpConnection, RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, freePort, TcpProxy, type TestEnvironment } from '@sampleteca/testing';
import { backboneServices, Registrations, TEST_TABLES_SQL } from './backbone-services';

let environment: TestEnvironment;
let platform: RunningPlatform;
let proxy: TcpProxy;
let db: Client;

beforeAll(async () => {
  // A short publish timeout: a publish attempted during the outage fails instead of waiting
  // in the client's buffer, so only the outbox can bring the event through.
  environment = await createTestEnvironment({ EVENTS_PUBLISH_TIMEOUT_MS: '300' });
  const broker = new URL(environment.env.RABBITMQ_URL);
  proxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) }, await freePort());
  await proxy.start();
  broker.hostname = '127.0.0.1';
  broker.port = String(proxy.port);
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  await db.query(TEST_TABLES_SQL);
  const { identity, catalogue } = backboneServices;
  platform = await runPlatform([identity, catalogue], {
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

test('an event committed while the broker is unreachable is delivered once it is back', async () => {
  await proxy.cut();
  await eventually(() => expect(platform.app.get(AmqpConnection).isConnected()).toBe(false));
  const ready = await fetch(`${platform.url}/api/ready`);
  expect(ready.status).toBe(503);

  // The business transaction does not depend on the broker: it commits.
  const event = await platform.app.get(Registrations).register('Dani Samples');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const pending = await db.query('SELECT published_at FROM identity.outbox_events WHERE id = $1', [event.id]);
  expect(pending.rows).toEqual([{ published_at: null }]);

  await proxy.restore();

  await eventually(async () => {
    const handled = await db.query('SELECT event_id FROM catalogue.test_effects WHERE user_id = $1', [
      event.data.userId,
    ]);
    expect(handled.rows).toEqual([{ event_id: event.id }]);
  }, 30000);
  const published = await db.query('SELECT published_at FROM identity.outbox_events WHERE id = $1', [event.id]);
  expect(published.rows[0].published_at).not.toBeNull();
  await eventually(async () => expect((await fetch(`${platform.url}/api/ready`)).status).toBe(200));
});
