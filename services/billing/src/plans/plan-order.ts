import { PLAN_TIERS, type PlanResponse } from './plans.dto';

/** Spec 1 §1's Free plan when the provider lists no zero-priced price for it. */
export const FREE_PLAN: PlanResponse = {
  id: 'free',
  title: 'Free',
  metadata: [
    'Promoção de lançamento',
    'Downloads ilimitados',
    'Acapelas exclusivas',
    'Samples exclusivos',
    'Uploads ilimitados',
  ],
  value: 0,
  interval: null,
  tier: 'free',
  priceLabel: 'Grátis',
};

/** The plans as the registration step lists them: always a Free one, by tier (cheapest first), then by price. */
export function orderedPlans(plans: PlanResponse[]): PlanResponse[] {
  const listed = plans.some((plan) => plan.tier === 'free') ? [...plans] : [...plans, FREE_PLAN];
  return listed.sort((a, b) => PLAN_TIERS.indexOf(a.tier) - PLAN_TIERS.indexOf(b.tier) || a.value - b.value);
}
