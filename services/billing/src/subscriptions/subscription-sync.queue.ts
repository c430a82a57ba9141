import { defineQueue } from '@sampleteca/jobs';

export type SubscriptionSyncJobs = {
  /** Copy one Stripe customer's subscriptions into billing.subscriptions. */
  sync: { customerId: string };
  /** The recurring reconciliation: queue a sync for every known customer. */
  reconcile: Record<string, never>;
};

export const SubscriptionSyncQueue = defineQueue<SubscriptionSyncJobs>(
  'subscription-sync',
  { sync: true, reconcile: true },
  { defaultJobOptions: { attempts: 6, backoff: { type: 'exponential', delay: 2000 } } },
);
