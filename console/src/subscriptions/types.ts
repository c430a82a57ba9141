import type { components } from '@sampleteca/clients-shared/api';

export type { LabeledFieldProps } from '../layout/labeledFieldProps';

/** A subscription as billing answers it (GET /api/admin/subscriptions). */
export type Subscription = components['schemas']['AdminSubscriptionResponse'];
export type SubscriptionStatus = Subscription['status'];
export type SubscriptionTier = Subscription['tier'];
