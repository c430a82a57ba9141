import type { RaRecord } from 'react-admin';

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';
export type SubscriptionTier = 'free' | 'basic' | 'pro';

/** A subscription as billing answers it (GET /api/admin/subscriptions, AdminSubscriptionResponse). */
export interface Subscription extends RaRecord<string> {
  userId: string;
  email: string | null;
  status: SubscriptionStatus;
  tier: SubscriptionTier;
  priceId: string;
  planTitle: string | null;
  cancelAtPeriodEnd: boolean;
  created: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  trialStart: string | null;
  trialEnd: string | null;
  cancelAt: string | null;
  canceledAt: string | null;
  endedAt: string | null;
  quantity: number;
  syncedAt: string;
  providerUrl: string | null;
}

/** A field shown in a SimpleShowLayout takes `source` only so the layout can label it. */
export interface LabeledFieldProps {
  source?: string;
  label?: string;
}
