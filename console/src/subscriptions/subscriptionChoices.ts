import type { SubscriptionStatus, SubscriptionTier } from './types';

// Choice names are i18n keys: SelectInput and SelectField translate them.
const statuses: SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'canceled',
];
export const statusChoices = statuses.map((id) => ({ id, name: `resources.subscriptions.status.${id}` }));

// Free needs no subscription: only paid plans have one.
const tiers: SubscriptionTier[] = ['basic', 'pro'];
export const tierChoices = tiers.map((id) => ({ id, name: `resources.subscriptions.tier.${id}` }));
