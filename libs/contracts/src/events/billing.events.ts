/** Events billing publishes: the catalogue keeps each user's plan from them. */
export const BillingEvents = {
  EntitlementChanged: 'billing.entitlement-changed',
} as const;

export type PlanTier = 'free' | 'basic' | 'pro';

export type EntitlementChanged = {
  userId: string;
  tier: PlanTier;
  /** Stripe's subscription status, or 'none' for the free plan. */
  status: string;
  subscriptionId: string | null;
  currentPeriodEnd: string | null;
};
