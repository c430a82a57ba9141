import { Client } from 'pg';
import { catalogueService } from '@sampleteca/catalogue';
import { createEnvelope, EventPublisher, RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';

let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;

beforeAll(async () => {
  environment = await createTestEnvironment();
  platform = await runPlatform([catalogueService], { ...process.env, ...environment.env });
  await platform.app.get(RabbitEventsServer).whenReady();
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await platform?.close();
  await db?.end();
  await environment?.cleanup();
});

const entitlement = (userId: string, tier: string, status: string, ageMs = 0) => ({
  ...createEnvelope('billing', 'billing.entitlement-changed', {
    userId,
    tier,
    status,
    subscriptionId: tier === 'free' ? null : 'sub_123',
    currentPeriodEnd: tier === 'free' ? null : '2026-12-21T00:00:00.000Z',
  }),
  occurredAt: new Date(Date.now() - ageMs).toISOString(),
});

test("the catalogue keeps each user's plan from billing's events, ignoring older ones that arrive late", async () => {
  const userId = '5e0b1c2d-3333-4444-8555-666677778888';
  const publisher = platform.app.get(EventPublisher);
  await publisher.publish(entitlement(userId, 'basic', 'active'));
  await eventually(async () => {
    const { rows } = await db.query('SELECT tier, status FROM catalogue.entitlements WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ tier: 'basic', status: 'active' }]);
  });

  const stale = entitlement(userId, 'free', 'none', 60_000);
  await publisher.publish(stale);
  await eventually(async () => {
    const { rows } = await db.query('SELECT 1 FROM catalogue.inbox_events WHERE event_id = $1', [stale.id]);
    expect(rows).toHaveLength(1);
  });
  const { rows } = await db.query('SELECT tier FROM catalogue.entitlements WHERE user_id = $1', [userId]);
  expect(rows).toEqual([{ tier: 'basic' }]);

  await publisher.publish(entitlement(userId, 'basic', 'past_due'));
  await eventually(async () => {
    const { rows: after } = await db.query('SELECT status FROM catalogue.entitlements WHERE user_id = $1', [userId]);
    expect(after).toEqual([{ status: 'past_due' }]);
  });
});
