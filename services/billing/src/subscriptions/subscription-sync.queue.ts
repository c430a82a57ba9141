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
  {
    defaultJobOptions: { attempts: 6, backoff: { type: 'exponential', delay: 2000 } },
    periodic: {
      job: 'reconcile',
      everyMs: (config) => config.BILLING_RECONCILE_MINUTES * 60_000,
      postponed: 'reconciliação adiada',
      // The Redis-kept scheduler the reconciliation used before: removed.
      replacesScheduler: 'reconcile-subscriptions',
    },
  },
);
