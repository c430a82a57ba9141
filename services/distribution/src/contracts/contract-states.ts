import type { ProviderDocumentStatus } from '../esign/e-signature-provider';
import type { ContractRow, ContractStatus } from './contracts.repository';

/** Where a provider's news moves a contract: a final state, or nowhere. */
export type ContractStep = 'unchanged' | Extract<ContractStatus, 'signed' | 'refused' | 'expired'>;

/**
 * Only a pending contract moves, and only to a final state: news of one already settled (a
 * webhook after the poll, a late retry) or still 'pending' changes nothing.
 */
export function contractStep(contract: ContractStatus, document: ProviderDocumentStatus): ContractStep {
  if (contract !== 'pending' || document === 'pending') return 'unchanged';
  return document;
}

/** Nothing more to learn from the provider: a final state, and the signed PDF kept if signed. */
export function contractSettled(contract: Pick<ContractRow, 'status' | 'signed_file_stored'>): boolean {
  if (contract.status === 'signed') return contract.signed_file_stored;
  return contract.status !== 'pending' && contract.status !== 'creating';
}
