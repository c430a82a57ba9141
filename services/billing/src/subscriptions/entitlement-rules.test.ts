import { entitlementChanged, entitlementOf } from './entitlement-rules';
import type { Entitlement, Tier } from './subscription.entity';

const NOW = new Date('2026-12-01T12:00:00Z');
const record = (id: string, tier: Tier, status: string, createdDay: number) => ({
  id,
  tier,
  status,
  created: new Date(Date.UTC(2026, 10, createdDay)),
  currentPeriodEnd: new Date(Date.UTC(2026, 11, createdDay)),
});

describe('entitlementOf', () => {
  it.each([
    ['no subscription gives Free', [], undefined],
    ['a cancelled subscription gives nothing', [record('a', 'pro', 'canceled', 1)], undefined],
    [
      'an unpaid or incomplete one neither',
      [record('a', 'pro', 'unpaid', 1), record('b', 'basic', 'incomplete', 2)],
      undefined,
    ],
    ['past_due keeps the plan while Stripe retries', [record('a', 'basic', 'past_due', 1)], 'a'],
    ['a trial entitles', [record('a', 'pro', 'trialing', 1)], 'a'],
    [
      'the highest tier wins over a newer lower one',
      [record('a', 'pro', 'active', 1), record('b', 'basic', 'active', 9)],
      'a',
    ],
    ['among equal tiers the newest', [record('a', 'basic', 'active', 1), record('b', 'basic', 'past_due', 9)], 'b'],
  ])('%s', (_case, records, expected) => {
    const entitlement = entitlementOf('u1', records, NOW);
    const best = records.find((candidate) => candidate.id === expected);
    expect(entitlement).toEqual({
      userId: 'u1',
      tier: best?.tier ?? 'free',
      status: best?.status ?? 'none',
      subscriptionId: best?.id ?? null,
      currentPeriodEnd: best?.currentPeriodEnd ?? null,
      updatedAt: NOW,
    });
  });
});

describe('entitlementChanged', () => {
  const current: Entitlement = entitlementOf('u1', [record('a', 'basic', 'active', 1)], NOW);

  it('is unchanged when only the time of the sync moved', () => {
    expect(
      entitlementChanged(current, {
        ...current,
        updatedAt: new Date(),
        currentPeriodEnd: new Date(current.currentPeriodEnd!),
      }),
    ).toBe(false);
  });

  it.each<[string, Partial<Entitlement>]>([
    ['tier', { tier: 'pro' }],
    ['status', { status: 'past_due' }],
    ['subscription', { subscriptionId: 'b' }],
    ['period end', { currentPeriodEnd: new Date('2027-01-01T00:00:00Z') }],
    ['period end cleared', { currentPeriodEnd: null }],
  ])('changes with the %s', (_field, change) => {
    expect(entitlementChanged(current, { ...current, ...change })).toBe(true);
  });
});
