import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type EntityManager, type Repository } from 'typeorm';
import { returningRows } from '@sampleteca/database';
import { RefreshToken, Session } from './session.entity';

/** Which of a user's live sessions to end: all, one (`id`), or all but one (`notId`). */
export type SessionSelection = { userId: string; id?: string; notId?: string };

/** identity.sessions and their refresh tokens (stored as hashes). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session, 'identity') private readonly sessions: Repository<Session>) {}

  async insert(manager: EntityManager, session: Pick<Session, 'id' | 'userId' | 'provider'>): Promise<void> {
    await manager.insert(Session, { ...session, revokedAt: null });
  }

  findIn(manager: EntityManager, id: string): Promise<Session | null> {
    return manager.findOne(Session, { where: { id } });
  }

  /** Locked until the transaction ends: two refreshes with the same token cannot both rotate it. */
  lockRefreshToken(manager: EntityManager, tokenHash: string): Promise<RefreshToken | null> {
    return manager
      .getRepository(RefreshToken)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.tokenHash = :tokenHash', { tokenHash })
      .getOne();
  }

  async insertRefreshToken(manager: EntityManager, token: Pick<RefreshToken, 'tokenHash' | 'sessionId' | 'expiresAt'>) {
    await manager.insert(RefreshToken, { ...token, usedAt: null });
  }

  async spendRefreshToken(manager: EntityManager, tokenHash: string): Promise<void> {
    await manager.update(RefreshToken, { tokenHash }, { usedAt: new Date() });
  }

  /** Ends the selected live sessions; answers their ids. */
  async revoke(manager: EntityManager, which: SessionSelection, reason: string): Promise<string[]> {
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
    return rows.map((row) => row.id);
  }

  /**
   * A deleted account's refresh tokens. Its sessions stay, revoked: the revocation list is
   * rebuilt from them after a Redis restart, so their access tokens never work again.
   */
  async deleteRefreshTokensOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM identity.refresh_tokens t USING identity.sessions s WHERE s.id = t.session_id AND s.user_id = $1`,
      [userId],
    );
  }

  /** Sessions revoked after `since`. */
  async revokedSince(since: Date): Promise<string[]> {
    const rows = await this.sessions.find({ select: { id: true }, where: { revokedAt: MoreThan(since) } });
    return rows.map((row) => row.id);
  }
}
