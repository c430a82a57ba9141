import type { Client } from 'pg';
import { catalogueService } from '@sampleteca/catalogue';
import { createEnvelope, EventPublisher } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, ServiceAlone } from '@sampleteca/testing';

// The catalogue alone: billing's events are published here by the test itself.
const catalogue = new ServiceAlone([catalogueService]);
let platform: RunningPlatform;
let db: Client;

beforeAll(async () => {
  await catalogue.start();
  ({ platform, db } = catalogue);
});

afterAll(() => catalogue.stop());

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
