import { useQuery } from '@tanstack/react-query';

import { billingKeys, fetchPlans } from '../../api/billing';
import type { Plan } from '../../api/types';

/** `GET /api/plans`: the provider's monthly plans, Free first (public). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans(),
    queryFn: fetchPlans,
    // Prices change rarely; the billing service caches them as well.
    staleTime: 5 * 60_000,
  });
}

/** Spec 1 §4: billing is monthly (the spec's yearly toggle was fixed off), so only monthly plans (and Free) are listed. */
export const monthlyPlans = (plans: readonly Plan[]): Plan[] =>
  plans.filter((plan) => plan.tier === 'free' || plan.interval === 'month');

export const isFreePlan = (plan: Plan) => plan.tier === 'free';
