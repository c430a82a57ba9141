import { useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { Plan } from '../../api/types';

export const plansQueryKey = ['billing', 'plans'] as const;

/** `GET /api/plans`: the provider's monthly plans, Free first (public). */
export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: async () => unwrap(await apiClient.GET('/api/plans')),
    // Prices change rarely; the billing service caches them as well.
    staleTime: 5 * 60_000,
  });
}

/** Spec 1 §4: the billing toggle is fixed to monthly, so only monthly plans (and Free) are listed. */
export const monthlyPlans = (plans: readonly Plan[]): Plan[] =>
  plans.filter((plan) => plan.tier === 'free' || plan.interval === 'month');

export const isFreePlan = (plan: Plan) => plan.tier === 'free';
