import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { TransactionRunner } from '@sampleteca/database';
import { identityError } from '../common/identity-errors';
import { EmailTokens } from '../email-tokens/email-tokens.service';
import { Factors } from '../factors/factors.service';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { mapFactor, type SessionResponse } from '../sessions/session.dto';
import { Sessions } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { Users } from '../users/users.service';
import type { MfaRequiredResponse } from './login.dto';

const MFA_STEP_TTL_MS = 5 * 60 * 1000;
// Verifying against a fixed hash keeps an unknown e-mail as slow as a wrong password.
const DUMMY_HASH = argon2.hash('sampleteca-dummy-password', { type: argon2.argon2id });

/** E-mail and password sign-in, with the TOTP step when the account has a verified factor. */
@Injectable()
export class Login {
  constructor(
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly limits: RateLimits,
    private readonly tokens: EmailTokens,
    private readonly factors: Factors,
    private readonly transactions: TransactionRunner,
  ) {}

  async withPassword(email: string, password: string, ip: string): Promise<SessionResponse | MfaRequiredResponse> {
    const limitKey = `${ip}:${email}`;
    await this.limits.consume('login', limitKey);
    const user = await this.users.findByEmail(email);
    const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), password);
    if (!user || !user.passwordHash || !valid) throw identityError.invalidCredentials();
    if (!user.emailConfirmedAt) throw identityError.emailNotConfirmed(user.email);
    await this.limits.reset('login', limitKey);

    const verified = (await this.factors.list(user.id)).filter((factor) => factor.status === 'verified');
    if (verified.length === 0) return this.sessions.start(user, 'email');
    const mfaToken = await this.transactions.run((manager) =>
      this.tokens.issue(manager, user.id, 'mfa', MFA_STEP_TTL_MS),
    );
    return { mfa_required: true, mfa_token: mfaToken, factors: verified.map(mapFactor) };
  }

  /** Second step: a valid code from one of the user's verified factors finishes the sign-in. */
  async withTotp(mfaToken: string, factorId: string, code: string): Promise<SessionResponse> {
    const userId = await this.tokens.peek(mfaToken, 'mfa');
    if (!userId) throw identityError.mfaTokenExpired();
    await this.limits.consume('login', `mfa:${userId}`);
    await this.factors.verifyCode(userId, factorId, code, { requireVerified: true });
    const spent = await this.transactions.run((manager) => this.tokens.consume(manager, mfaToken, 'mfa'));
    if (!spent) throw identityError.mfaTokenExpired();
    await this.limits.reset('login', `mfa:${userId}`);
    return this.sessions.start({ id: userId }, 'email');
  }

  /** The new password ends every other sign-in (spec: "the old sessions end"). */
  async changePassword(userId: string, sessionId: string | undefined, password: string): Promise<void> {
    const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
    await this.transactions.run(async (manager) => {
      await manager.update(User, { id: userId }, { passwordHash });
      await this.sessions.endOtherSessions(manager, userId, sessionId);
    });
  }
}
