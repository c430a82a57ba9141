import type { DistributionRequestStatus } from '@sampleteca/contracts';

export type RequestDecision = 'approved' | 'cancelled';

/** A produced song goes to distribution (after its contract); anything else to publication. */
export const requestKindOf = (isProduced: boolean): 'distribution' | 'publication' =>
  isProduced ? 'distribution' : 'publication';

/** Pending is decided either way; an approved sound can still be taken down (cancelled); a cancelled one stays so. */
export const mayDecide = (status: DistributionRequestStatus, decision: RequestDecision): boolean =>
  status !== 'cancelled' && status !== decision;

/** Only a decision can be undone: a pending request has none. */
export const mayUndo = (status: DistributionRequestStatus): boolean => status !== 'pending';
