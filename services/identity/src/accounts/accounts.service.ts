import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { EntityManager } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { IdentityEvents, type UserEmailConfirmed } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { IdentityErrorCode, identityError, uniqueViolation } from '../identity-errors';
import { sameSiteNext } from '../common/next-path';
import { EmailTokensService } from '../email-tokens/email-tokens.service';
import { Mailer } from '../mail/mailer';
import { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { MfaRequiredResponse } from '../auth/login.dto';
import { SignInGateService } from '../auth/sign-in-gate.service';
import type { SessionResponse } from '../sessions/session.dto';
import { newUser } from '../users/new-user';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { AccountRegistrationService } from './account-registration.service';
import type { SignupRequest, SignupResponse, SignupStatusResponse } from './signup.dto';

const HOUR = 60 * 60 * 1000;

/** Sign-up, e-mail confirmation and the one-time links that e-mail carries. */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly tokens: EmailTokensService,
    private readonly mailer: Mailer,
    private readonly limits: RateLimitsService,
    private readonly users: UsersService,
    private readonly gate: SignInGateService,
    private readonly registration: AccountRegistrationService,
    private readonly userRows: UsersRepository,
  ) {}

  async signup(request: SignupRequest, ip: string): Promise<SignupResponse> {
    await this.limits.consume('signup', ip);
    const passwordHash = await argon2.hash(request.password, { type: argon2.argon2id });
    try {
      const { user, registrationToken } = await this.transactions.run(async (manager) => {
        if (await this.users.findByEmail(request.email, manager)) throw identityError(IdentityErrorCode.EmailInUse);
        if (await this.userRows.cpfTaken(manager, request.cpf)) throw identityError(IdentityErrorCode.CpfInUse);
        const user = newUser({
          email: request.email.toLowerCase(),
          passwordHash,
          fullName: request.fullName,
          phone: request.phone,
          cpf: request.cpf,
          cep: request.cep,
          producer: request.producer,
          facebookUrl: request.facebookUrl ?? null,
          instagramUrl: request.instagramUrl ?? null,
          youtubeUrl: request.youtubeUrl ?? null,
          tiktokUrl: request.tiktokUrl ?? null,
          avatarUrl: request.avatarUrl ?? null,
          provider: 'email',
        });
        await this.registration.register(manager, user, { provider: 'email', subject: user.id, email: user.email });
        const ttl = this.config.SIGNUP_LINK_TTL_HOURS * HOUR;
        const confirmation = await this.tokens.issue(manager, user.id, 'signup', ttl);
        const registrationToken = await this.tokens.issue(manager, user.id, 'registration', ttl);
        // Recorded in the transaction (no account without its mail), queued once it commits.
        await this.mailer.sendLink(manager, user, 'signup', confirmation);
        return { user, registrationToken };
      });
      return { user: await this.users.authUser(user.id), registration_token: registrationToken };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_unique') throw identityError(IdentityErrorCode.EmailInUse);
      if (constraint === 'users_cpf_unique') throw identityError(IdentityErrorCode.CpfInUse);
      throw error;
    }
  }

  async signupStatus(registrationToken: string | undefined): Promise<SignupStatusResponse> {
    const userId = registrationToken ? await this.tokens.peek(registrationToken, 'registration') : undefined;
    if (!userId) throw identityError(IdentityErrorCode.InvalidRegistrationToken);
    const user = await this.users.get(userId);
    return { email: user.email, confirmed: Boolean(user.emailConfirmedAt) };
  }

  /**
   * The browser that registered continues to the plan without signing in again: once the
   * address is confirmed, its registration token (handed only to it, at sign-up) is spent for a
   * session, through the same gate as any other way in.
   */
  async sessionAfterConfirmation(
    registrationToken: string | undefined,
  ): Promise<SessionResponse | MfaRequiredResponse> {
    const userId = registrationToken ? await this.tokens.peek(registrationToken, 'registration') : undefined;
    if (!userId) throw identityError(IdentityErrorCode.InvalidRegistrationToken);
    const user = await this.users.get(userId);
    if (!user.emailConfirmedAt)
      throw identityError(IdentityErrorCode.EmailNotConfirmed, { details: { email: user.email } });
    const spent = await this.transactions.run((manager) =>
      this.tokens.consume(manager, registrationToken!, 'registration'),
    );
    if (!spent) throw identityError(IdentityErrorCode.InvalidRegistrationToken);
    return this.gate.enter(userId, { provider: 'email', via: 'password' });
  }

  /** Always answers the same, so it cannot tell whether an address has an account. */
  async resendConfirmation(email: string): Promise<void> {
    await this.limits.consume('resend', email);
    const user = await this.users.findByEmail(email);
    if (!user || user.emailConfirmedAt) return;
    await this.transactions.run(async (manager) => {
      const token = await this.tokens.issue(manager, user.id, 'signup', this.config.SIGNUP_LINK_TTL_HOURS * HOUR);
      await this.mailer.sendLink(manager, user, 'signup', token);
    });
  }

  /** Confirms the address; false when the link is unknown, used or expired. */
  async confirmEmail(token: string): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const userId = await this.tokens.consume(manager, token, 'signup');
      if (!userId) return false;
      await this.markEmailConfirmed(manager, userId);
      return true;
    });
  }

  /**
   * Recovery and magic links sign the user in (through the TOTP step when the account has an
   * authenticator); following one also proves the address.
   */
  async signInWithLink(
    token: string,
    purpose: 'recovery' | 'magiclink',
  ): Promise<{ answer: SessionResponse | MfaRequiredResponse; next?: string } | undefined> {
    const spent = await this.transactions.run(async (manager) => {
      const found = await this.tokens.spend(manager, token, purpose);
      if (found) await this.markEmailConfirmed(manager, found.userId);
      return found;
    });
    if (!spent) return undefined;
    const next = sameSiteNext(spent.data?.next);
    return { answer: await this.gate.enter(spent.userId, { provider: 'email', via: purpose, next }), next };
  }

  /** Recovery and magic-link requests answer the same whether or not the account exists. */
  /** `next`: where a magic link's sign-in continues in the portal (same site only). */
  async sendSignInLink(email: string, purpose: 'recovery' | 'magiclink', ip: string, next?: string): Promise<void> {
    await this.limits.consume('recoverAddress', ip);
    await this.limits.consume('recover', email);
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.transactions.run(async (manager) => {
      const token = await this.tokens.issue(
        manager,
        user.id,
        purpose,
        this.config.RECOVERY_LINK_TTL_MINUTES * 60 * 1000,
        sameSiteNext(next) ? { next: sameSiteNext(next) } : null,
      );
      await this.mailer.sendLink(manager, user, purpose, token);
    });
  }

  /** Following any of our links proves the address; the first proof is published. */
  async markEmailConfirmed(manager: EntityManager, userId: string): Promise<void> {
    const user = await this.userRows.find(userId, manager);
    if (!user) throw identityError(IdentityErrorCode.UserNotFound);
    if (user.emailConfirmedAt) return;
    const confirmedAt = new Date();
    await this.userRows.update(manager, userId, { emailConfirmedAt: confirmedAt });
    await this.outbox.add<UserEmailConfirmed>(manager, IdentityEvents.UserEmailConfirmed, {
      userId,
      email: user.email,
      confirmedAt: confirmedAt.toISOString(),
    });
  }
}
