import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SessionRevocationsStore } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { hashToken, newSecretToken } from '../common/secret-token';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { revokeSessions } from './revoke-sessions';
import { SessionsRepository, type SessionSelection } from './sessions.repository';
import type { SessionResponse } from './session.dto';
import { TokenSigner } from './token-signer';

export type SignOutScope = 'global' | 'local' | 'others';

/**
 * Sign-ins as sessions with rotating refresh tokens: each refresh spends its token and hands
 * out the next; presenting a spent token again means it leaked, so the session is revoked.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly transactions: TransactionRunner,
    private readonly signer: TokenSigner,
    private readonly users: UsersService,
    private readonly revocations: SessionRevocationsStore,
    private readonly sessions: SessionsRepository,
  ) {}

  async start(user: Pick<User, 'id'>, provider: string): Promise<SessionResponse> {
    const { sessionId, refreshToken } = await this.transactions.run(async (manager) => {
      const sessionId = randomUUID();
      await this.sessions.insert(manager, { id: sessionId, userId: user.id, provider });
      return { sessionId, refreshToken: await this.newRefreshToken(manager, sessionId) };
    });
    return this.respond(user.id, sessionId, provider, refreshToken);
  }

  async refresh(presented: string): Promise<SessionResponse> {
    const outcome = await this.transactions.run(async (manager) => {
      const token = await this.sessions.lockRefreshToken(manager, hashToken(presented));
      if (!token) return undefined;
      const session = await this.sessions.findIn(manager, token.sessionId);
      if (!session || session.revokedAt || token.expiresAt < new Date()) return undefined;
      if (token.usedAt) {
        await this.revoke(manager, { userId: session.userId, id: session.id }, 'refresh_token_reuse');
        return 'reused' as const;
      }
      await this.sessions.spendRefreshToken(manager, token.tokenHash);
      return { session, refreshToken: await this.newRefreshToken(manager, session.id) };
    });
    // The revocation above must commit before the caller hears "no".
    if (!outcome || outcome === 'reused') throw identityError(IdentityErrorCode.InvalidRefreshToken);
    return this.respond(outcome.session.userId, outcome.session.id, outcome.session.provider, outcome.refreshToken);
  }

  async signOut(userId: string, sessionId: string | undefined, scope: SignOutScope): Promise<void> {
    const current = sessionId ?? randomUUID();
    const which =
      scope === 'global' ? { userId } : scope === 'local' ? { userId, id: current } : { userId, notId: current };
    await this.transactions.run((manager) => this.revoke(manager, which, `sign_out_${scope}`));
  }

  /** After a password change: every sign-in but the one that changed it ends. */
  endOtherSessions(manager: EntityManager, userId: string, keepSessionId?: string): Promise<void> {
    return this.revoke(manager, keepSessionId ? { userId, notId: keepSessionId } : { userId }, 'password_changed');
  }

  revoke(manager: EntityManager, which: SessionSelection, reason: string): Promise<void> {
    return revokeSessions(manager, this.sessions, this.revocations, which, reason);
  }

  private async newRefreshToken(manager: EntityManager, sessionId: string): Promise<string> {
    const { token, hash } = newSecretToken();
    const ttlMs = this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    await this.sessions.insertRefreshToken(manager, {
      tokenHash: hash,
      sessionId,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return token;
  }

  private async respond(
    userId: string,
    sessionId: string,
    provider: string,
    refreshToken: string,
  ): Promise<SessionResponse> {
    const user = await this.users.authUser(userId);
    const { token, expiresAt } = await this.signer.sign({
      sub: user.id,
      email: user.email,
      role: user.role,
      provider,
      sid: sessionId,
    });
    return {
      access_token: token,
      refresh_token: refreshToken,
      expires_in: this.config.ACCESS_TOKEN_TTL_SECONDS,
      expires_at: expiresAt,
      token_type: 'bearer',
      user,
    };
  }
}
