import type { PlanTier } from '@sampleteca/contracts';
import { FREE_PLAN, orderedPlans } from './plan-order';
import type { PlanResponse } from './plans.dto';

const plan = (id: string, tier: PlanTier, value: number): PlanResponse => ({
  id,
  title: id,
  metadata: [],
  value,
  interval: 'month',
  tier,
  priceLabel: '',
});

describe('orderedPlans', () => {
  it.each([
    ['adds the Free plan when the provider lists none', [plan('pro', 'pro', 49)], ['free', 'pro']],
    ['keeps the provider’s own Free plan', [plan('pro', 'pro', 49), plan('gratis', 'free', 0)], ['gratis', 'pro']],
    ['orders by tier before price', [plan('pro', 'pro', 19), plan('basic', 'basic', 29)], ['free', 'basic', 'pro']],
    [
      'orders a tier’s prices cheapest first',
      [plan('pro-b', 'pro', 59), plan('pro-a', 'pro', 49)],
      ['free', 'pro-a', 'pro-b'],
    ],
    ['lists Free alone with no paid plan', [], ['free']],
  ])('%s', (_case, plans, ids) => {
    expect(orderedPlans(plans).map((listed) => listed.id)).toEqual(ids);
  });

  it('Free, as spec 1 §1 names it', () => {
    expect(FREE_PLAN).toMatchObject({ title: 'Free', value: 0, interval: null, priceLabel: 'Grátis' });
    expect(FREE_PLAN.metadata).toContain('Downloads ilimitados');
  });
});
