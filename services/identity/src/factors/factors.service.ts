import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TransactionRunner } from '@sampleteca/database';
import { clock } from '@sampleteca/runtime';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { mapFactor } from '../sessions/session.dto';
import { UsersService } from '../users/users.service';
import { Factor, FactorChallenge } from './factor.entity';
import { FactorsRepository } from './factors.repository';
import type { ChallengeResponse, EnrolledFactorResponse } from './factors.dto';
import { freshTotpStep } from './totp-step';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** TOTP factors: enrol (secret + QR), challenge, verify (no code twice), remove. */
@Injectable()
export class FactorsService {
  constructor(
    private readonly factors: FactorsRepository,
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
    private readonly limits: RateLimitsService,
  ) {}

  list(userId: string): Promise<Factor[]> {
    return this.factors.ofUser(userId);
  }

  async enroll(userId: string, friendlyName: string, issuer = 'Sampleteca'): Promise<EnrolledFactorResponse> {
    const user = await this.users.get(userId);
    const secret = generateSecret();
    const uri = generateURI({ issuer, label: user.email, secret });
    const factor = Object.assign(new Factor(), {
      id: randomUUID(),
      userId,
      friendlyName,
      factorType: 'totp',
      issuer,
      secret,
      status: 'unverified',
      lastUsedStep: null,
    });
    await this.factors.insert(factor);
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return {
      ...mapFactor(factor),
      totp: { qr_code: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}`, secret, uri },
    };
  }

  async challenge(userId: string, factorId: string): Promise<ChallengeResponse> {
    await this.owned(userId, factorId);
    const challenge = Object.assign(new FactorChallenge(), {
      id: randomUUID(),
      factorId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      verifiedAt: null,
    });
    await this.factors.insertChallenge(challenge);
    return { id: challenge.id, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) };
  }

  /** Answers a challenge; the first valid code verifies a new factor. */
  async verifyChallenge(userId: string, factorId: string, challengeId: string, code: string): Promise<Factor> {
    const challenge = await this.factors.liveChallenge(challengeId, factorId);
    if (!challenge) throw identityError(IdentityErrorCode.MfaTokenExpired);
    await this.verifyCode(userId, factorId, code, { requireVerified: false });
    await this.transactions.run((manager) => this.factors.markVerified(manager, factorId, challengeId));
    return this.owned(userId, factorId);
  }

  /** Checks a code once: a time step already used is refused, so a seen code cannot be replayed. */
  async verifyCode(
    userId: string,
    factorId: string,
    code: string,
    options: { requireVerified: boolean },
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      const factor = await this.factors.lockWithSecret(manager, userId, factorId);
      if (!factor || (options.requireVerified && factor.status !== 'verified'))
        throw identityError(IdentityErrorCode.FactorNotFound);
      const now = clock.now() / 1000;
      const result = await verify({ secret: factor.secret, token: code, epoch: now, epochTolerance: 30 });
      if (!result.valid) throw identityError(IdentityErrorCode.MfaInvalidCode);
      await this.factors.recordStep(manager, factor.id, freshTotpStep(now, result.delta, factor.lastUsedStep));
    });
  }

  /** An active authenticator goes only with a fresh code from it (guesses count as sign-in tries). */
  async remove(userId: string, factorId: string, code: string | undefined): Promise<void> {
    const factor = await this.owned(userId, factorId);
    if (factor.status === 'verified') {
      if (!code) throw identityError(IdentityErrorCode.MfaCodeRequired);
      await this.limits.consume('login', `mfa:${userId}`);
      await this.verifyCode(userId, factorId, code, { requireVerified: true });
      await this.limits.reset('login', `mfa:${userId}`);
    }
    await this.factors.delete(userId, factorId);
  }

  private async owned(userId: string, factorId: string): Promise<Factor> {
    const factor = await this.factors.owned(userId, factorId);
    if (!factor) throw identityError(IdentityErrorCode.FactorNotFound);
    return factor;
  }
}
