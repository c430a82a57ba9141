import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { IdentityEvents, type UserDeleted } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { AppException } from '@sampleteca/http';
import { Outbox } from '@sampleteca/messaging';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { EmailTokensRepository } from '../email-tokens/email-tokens.repository';
import { FactorsRepository } from '../factors/factors.repository';
import { FactorsService } from '../factors/factors.service';
import { IdentitiesRepository } from '../identities/identities.repository';
import { OutgoingMailRepository } from '../mail/outgoing-mail.repository';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SessionsRepository } from '../sessions/sessions.repository';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { DeleteAccountRequest } from './account-deletion.dto';

/**
 * The owner deletes their account (LGPD): confirmed again (password, or the e-mail typed for a
 * social-only account, and the authenticator's code), then in one transaction the personal data
 * is erased, every session ends (on the shared revocation list: at once on every pod) and
 * user.deleted goes to the outbox for the other services to forget the person. An account
 * already deleted is nothing to do again.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly limits: RateLimitsService,
    private readonly factors: FactorsService,
    private readonly sessions: SessionsService,
    private readonly userRows: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly factorRows: FactorsRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly sessionRows: SessionsRepository,
    private readonly outgoingMail: OutgoingMailRepository,
  ) {}

  async delete(userId: string, confirmation: DeleteAccountRequest, ip: string): Promise<void> {
    const user = await this.userRows.findWithPassword(userId);
    if (!user) return;
    await this.confirmOwner(user, confirmation, ip);
    await this.confirmSecondFactor(userId, confirmation.code);
    await this.transactions.run(async (manager) => {
      // Locked again: a concurrent deletion that committed meanwhile leaves nothing to do.
      const locked = await this.userRows.lock(manager, userId);
      if (!locked) return;
      if (locked.permission === 'admin' && (await this.userRows.lockAdmins(manager)).length <= 1)
        throw identityError(IdentityErrorCode.LastAdmin);
      const deletedAt = new Date();
      await this.identities.deleteOfUser(manager, userId);
      await this.factorRows.deleteOfUser(manager, userId);
      await this.emailTokens.deleteOfUser(manager, userId);
      await this.outgoingMail.forgetMailTo(manager, locked.email);
      await this.sessionRows.deleteRefreshTokensOfUser(manager, userId);
      await this.sessions.revoke(manager, { userId }, 'account_deleted');
      await this.userRows.anonymise(manager, userId, deletedAt);
      await this.outbox.add<UserDeleted>(manager, IdentityEvents.UserDeleted, {
        userId,
        deletedAt: deletedAt.toISOString(),
      });
    });
  }

  /** The password, counted against the same limits as a sign-in (a stolen session is no password oracle). */
  private async confirmOwner(user: User, { password, email }: DeleteAccountRequest, ip: string): Promise<void> {
    if (!user.passwordHash) {
      if (email?.trim().toLowerCase() !== user.email.toLowerCase())
        throw identityError(IdentityErrorCode.DeletionEmailMismatch);
      return;
    }
    if (!password) throw identityError(IdentityErrorCode.DeletionPasswordRequired);
    const limitKey = `${ip}:${user.email}`;
    await this.limits.consume('login', limitKey);
    await this.limits.assertAvailable('loginAccount', user.email);
    if (!(await argon2.verify(user.passwordHash, password))) {
      await this.limits.penalize('loginAccount', user.email);
      throw identityError(IdentityErrorCode.DeletionPasswordInvalid);
    }
    await Promise.all([this.limits.reset('login', limitKey), this.limits.reset('loginAccount', user.email)]);
  }

  /** With a verified authenticator, a fresh code from any of them (guesses count as sign-in tries). */
  private async confirmSecondFactor(userId: string, code: string | undefined): Promise<void> {
    const verified = (await this.factors.list(userId)).filter((factor) => factor.status === 'verified');
    if (verified.length === 0) return;
    if (!code) throw identityError(IdentityErrorCode.DeletionCodeRequired);
    await this.limits.consume('login', `mfa:${userId}`);
    for (const factor of verified) {
      if (await this.codeOf(userId, factor.id, code)) {
        await this.limits.reset('login', `mfa:${userId}`);
        return;
      }
    }
    throw identityError(IdentityErrorCode.MfaInvalidCode);
  }

  /** Whether the code is this authenticator's (a wrong code is an answer, any other error is not). */
  private async codeOf(userId: string, factorId: string, code: string): Promise<boolean> {
    try {
      await this.factors.verifyCode(userId, factorId, code, { requireVerified: true });
      return true;
    } catch (error) {
      if (error instanceof AppException && error.code === IdentityErrorCode.MfaInvalidCode) return false;
      throw error;
    }
  }
}
