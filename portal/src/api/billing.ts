import { unwrap } from './apiError';
import { apiClient } from './client';

/** billing's queries: the plans, and the signed-in user's subscription. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  mySubscription: () => [...billingKeys.all, 'subscriptions', 'me'] as const,
  /** The sync after checkout: its own entry, so asking again does not reload the plan page's. */
  mySubscriptionSync: () => [...billingKeys.mySubscription(), 'sync'] as const,
};

/** The provider's plans, Free first (public). */
export const fetchPlans = async () => unwrap(await apiClient.GET('/api/plans'));

export const fetchMySubscription = async () => unwrap(await apiClient.GET('/api/subscriptions/me'));

/** Asks the provider for the subscription at once (the webhook may not have arrived yet). */
export const syncMySubscription = async () => unwrap(await apiClient.POST('/api/subscriptions/me/sync'));

export const cancelMySubscription = async () => unwrap(await apiClient.POST('/api/subscriptions/me/cancel'));

/** The provider's customer portal (cards, invoices). */
export const openBillingPortal = async () => unwrap(await apiClient.POST('/api/subscriptions/me/portal'));

/** The provider's hosted checkout for a paid plan. */
export const startCheckout = async (priceId: string) =>
  unwrap(await apiClient.POST('/api/checkout', { body: { priceId } }));
