import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { EmailTokensService } from '../email-tokens/email-tokens.service';
import { FactorsService } from '../factors/factors.service';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { mapFactor, type SessionResponse } from '../sessions/session.dto';
import { SessionsService } from '../sessions/sessions.service';
import type { MfaRequiredResponse } from './login.dto';

const MFA_STEP_TTL_MS = 5 * 60 * 1000;

/** How a sign-in began: the TOTP step sends the person on to the same place afterwards. */
export type SignInRoute = { provider: string; via: 'password' | 'recovery' | 'magiclink' | 'oauth'; next?: string };

/**
 * The one door every way in goes through (password, recovery and magic links, outside
 * providers): an account with a verified authenticator gets the TOTP step, never a session.
 */
@Injectable()
export class SignInGateService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly factors: FactorsService,
    private readonly limits: RateLimitsService,
    private readonly transactions: TransactionRunner,
  ) {}

  async enter(userId: string, route: SignInRoute): Promise<SessionResponse | MfaRequiredResponse> {
    const verified = (await this.factors.list(userId)).filter((factor) => factor.status === 'verified');
    if (verified.length === 0) return this.sessions.start({ id: userId }, route.provider);
    const mfaToken = await this.transactions.run((manager) =>
      this.tokens.issue(manager, userId, 'mfa', MFA_STEP_TTL_MS, route),
    );
    return { mfa_required: true, mfa_token: mfaToken, factors: verified.map(mapFactor) };
  }

  /** Second step: a valid code from one of the user's verified factors finishes the sign-in. */
  async withTotp(mfaToken: string, factorId: string, code: string): Promise<SessionResponse> {
    const userId = await this.tokens.peek(mfaToken, 'mfa');
    if (!userId) throw identityError(IdentityErrorCode.MfaTokenExpired);
    await this.limits.consume('login', `mfa:${userId}`);
    await this.factors.verifyCode(userId, factorId, code, { requireVerified: true });
    const spent = await this.transactions.run((manager) => this.tokens.spend(manager, mfaToken, 'mfa'));
    if (!spent) throw identityError(IdentityErrorCode.MfaTokenExpired);
    await this.limits.reset('login', `mfa:${userId}`);
    return this.sessions.start({ id: userId }, spent.data?.provider ?? 'email');
  }
}

export function isMfaRequired(answer: SessionResponse | MfaRequiredResponse): answer is MfaRequiredResponse {
  return 'mfa_required' in answer;
}
