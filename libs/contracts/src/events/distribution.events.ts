/** Events the distribution service publishes when a request is opened or decided (DESIGN §2). */
export const DistributionEvents = {
  Requested: 'distribution.requested',
  Approved: 'distribution.approved',
  Cancelled: 'distribution.cancelled',
  /** An administrator undid a decision: the request is pending again and its sound private, as before. */
  Reopened: 'distribution.reopened',
} as const;

/** A sound sent for review from the upload wizard, or a produced song with a signed contract. */
export type DistributionRequestKind = 'publication' | 'distribution';
export type DistributionRequestStatus = 'pending' | 'approved' | 'cancelled';

export type DistributionRequestChanged = {
  requestId: string;
  soundId: string;
  userId: string;
  kind: DistributionRequestKind;
  status: DistributionRequestStatus;
  /** Grows with every change of any request of this sound: consumers keep the highest seen. */
  version: number;
  occurredAt: string;
};
