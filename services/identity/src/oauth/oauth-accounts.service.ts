import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { AccountRegistrationService } from '../accounts/account-registration.service';
import { AccountsService } from '../accounts/accounts.service';
import type { MfaRequiredResponse } from '../auth/login.dto';
import { SignInGateService } from '../auth/sign-in-gate.service';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { IdentitiesRepository, type WayIn } from '../identities/identities.repository';
import type { Identity } from '../identities/identity.entity';
import type { SessionResponse } from '../sessions/session.dto';
import { SessionsService } from '../sessions/sessions.service';
import { newUser } from '../users/new-user';
import { UsersRepository } from '../users/users.repository';
import type { OAuthProfile, OAuthProvider } from './oauth-providers';

/**
 * What an OAuth sign-in does: a known identity signs its user in; an e-mail the provider
 * verified that has an account is linked to it (an unverified one is refused); otherwise a new
 * account is created, confirmed only when the provider verified the address. With
 * `linkUserId` the identity is attached to that signed-in user instead.
 */
@Injectable()
export class OAuthAccountsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly gate: SignInGateService,
    private readonly identities: IdentitiesRepository,
    private readonly registration: AccountRegistrationService,
  ) {}

  /** The account's ways in, oldest first. */
  identitiesOf(userId: string): Promise<Identity[]> {
    return this.identities.ofUser(userId);
  }

  async signIn(
    provider: OAuthProvider,
    profile: OAuthProfile,
    linkUserId?: string,
  ): Promise<SessionResponse | MfaRequiredResponse> {
    const userId = await this.transactions.run(async (manager) => {
      const known = await this.identities.findBySubject(manager, provider, profile.subject);
      if (linkUserId) {
        if (known && known.userId !== linkUserId) throw identityError(IdentityErrorCode.IdentityTaken);
        if (!known) await this.identities.insert(manager, linkUserId, this.wayIn(provider, profile));
        return linkUserId;
      }
      if (known) return known.userId;
      const byEmail = profile.email ? await this.users.findByEmail(profile.email, manager) : null;
      // Linking by e-mail only when the provider vouches for the address; otherwise whoever typed
      // it signs in with the account's password and links the provider from the profile.
      if (byEmail && !profile.emailVerified) throw identityError(IdentityErrorCode.EmailNeedsPassword);
      if (byEmail) {
        await this.identities.insert(manager, byEmail.id, this.wayIn(provider, profile));
        // The provider vouches for the address.
        await this.accounts.markEmailConfirmed(manager, byEmail.id);
        return byEmail.id;
      }
      const user = newUser({
        email: profile.email ?? `${provider}-${profile.subject}@sem-email.sampleteca.local`,
        emailConfirmedAt: profile.emailVerified ? new Date() : null,
        fullName: (profile.name ?? profile.email ?? 'Artista').slice(0, 255),
        provider,
      });
      await this.registration.register(manager, user, this.wayIn(provider, profile));
      return user.id;
    });
    // Linking happens inside a signed-in session; a sign-in goes through the TOTP step.
    return linkUserId
      ? this.sessions.start({ id: userId }, provider)
      : this.gate.enter(userId, { provider, via: 'oauth' });
  }

  /** Unlinking never removes the last way to sign in (an e-mail identity needs a password). */
  async unlink(userId: string, identityId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const identities = await this.identities.lockOfUser(manager, userId);
      const target = identities.find((identity) => identity.id === identityId);
      if (!target) throw identityError(IdentityErrorCode.IdentityNotFound);
      const hasPassword = await this.users.hasPassword(manager, userId);
      const remaining = identities.filter(
        (identity) => identity.id !== identityId && (identity.provider !== 'email' || hasPassword),
      );
      if (remaining.length === 0) throw identityError(IdentityErrorCode.LastIdentity);
      await this.identities.delete(manager, identityId);
    });
  }

  private wayIn(provider: OAuthProvider, profile: OAuthProfile): WayIn {
    return { provider, subject: profile.subject, email: profile.email };
  }
}
