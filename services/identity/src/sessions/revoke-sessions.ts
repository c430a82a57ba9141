import type { EntityManager } from 'typeorm';
import type { SessionRevocations } from '@sampleteca/auth';
import { returningRows } from '@sampleteca/database';

/** Which of a user's live sessions to end: all, one (`id`), or all but one (`notId`). */
export type SessionSelection = { userId: string; id?: string; notId?: string };

/**
 * Ends sessions in the database and on the shared revocation list, in the caller's
 * transaction: if the list cannot be written, nothing is revoked and the caller can retry,
 * rather than a "revoked" session whose access tokens still work for an hour.
 */
export async function revokeSessions(
  manager: EntityManager,
  revocations: SessionRevocations,
  which: SessionSelection,
  reason: string,
): Promise<void> {
  const rows = await returningRows<{ id: string }>(
    manager,
    `UPDATE identity.sessions SET revoked_at = now(), revoked_reason = $4
      WHERE revoked_at IS NULL
        AND user_id = $1
        AND ($2::uuid IS NULL OR id = $2)
        AND ($3::uuid IS NULL OR id <> $3)
      RETURNING id`,
    [which.userId, which.id ?? null, which.notId ?? null, reason],
  );
  await revocations.revoke(rows.map((row) => row.id));
}
