import type { EntityManager } from 'typeorm';
import type { SessionRevocationsStore } from '@sampleteca/auth';
import type { SessionSelection, SessionsRepository } from './sessions.repository';

export type { SessionSelection } from './sessions.repository';

/**
 * Ends sessions in the database and on the shared revocation list, in the caller's
 * transaction: if the list cannot be written, nothing is revoked and the caller can retry,
 * rather than a "revoked" session whose access tokens still work for an hour.
 */
export async function revokeSessions(
  manager: EntityManager,
  sessions: SessionsRepository,
  revocations: SessionRevocationsStore,
  which: SessionSelection,
  reason: string,
): Promise<void> {
  await revocations.revoke(await sessions.revoke(manager, which, reason));
}
