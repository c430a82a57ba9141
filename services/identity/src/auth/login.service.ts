import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { TransactionRunner } from '@sampleteca/database';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { SessionResponse } from '../sessions/session.dto';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import type { MfaRequiredResponse } from './login.dto';
import { SignInGateService } from './sign-in-gate.service';

// Verifying against a fixed hash keeps an unknown e-mail as slow as a wrong password.
const DUMMY_HASH = argon2.hash('sampleteca-dummy-password', { type: argon2.argon2id });

/** E-mail and password sign-in (the gate adds the TOTP step) and password changes. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitsService,
    private readonly gate: SignInGateService,
    private readonly transactions: TransactionRunner,
    private readonly userRows: UsersRepository,
  ) {}

  async withPassword(email: string, password: string, ip: string): Promise<SessionResponse | MfaRequiredResponse> {
    const limitKey = `${ip}:${email}`;
    await this.limits.consume('login', limitKey);
    await this.limits.assertAvailable('loginAccount', email);
    const user = await this.users.findByEmail(email);
    const valid = await argon2.verify(user?.passwordHash ?? (await DUMMY_HASH), password);
    if (!user || !user.passwordHash || !valid) {
      await this.limits.penalize('loginAccount', email);
      throw identityError(IdentityErrorCode.InvalidCredentials);
    }
    if (!user.emailConfirmedAt)
      throw identityError(IdentityErrorCode.EmailNotConfirmed, { details: { email: user.email } });
    await Promise.all([this.limits.reset('login', limitKey), this.limits.reset('loginAccount', email)]);

    return this.gate.enter(user.id, { provider: 'email', via: 'password' });
  }

  /** The new password ends every other sign-in (spec: "the old sessions end"). */
  async changePassword(userId: string, sessionId: string | undefined, password: string): Promise<void> {
    const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
    await this.transactions.run(async (manager) => {
      await this.userRows.update(manager, userId, { passwordHash });
      await this.sessions.endOtherSessions(manager, userId, sessionId);
    });
  }
}
