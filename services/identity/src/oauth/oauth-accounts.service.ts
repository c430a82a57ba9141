import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityEvents, type UserRegistered } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { AccountsService } from '../accounts/accounts.service';
import type { MfaRequiredResponse } from '../auth/login.dto';
import { SignInGate } from '../auth/sign-in-gate';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { IdentitiesRepository } from '../identities/identities.repository';
import { Identity } from '../identities/identity.entity';
import { publicProfile } from '../profiles/profile.dto';
import type { SessionResponse } from '../sessions/session.dto';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { publishLegalDetails } from '../profiles/legal-details.event';
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
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly accounts: AccountsService,
    private readonly gate: SignInGate,
    private readonly identities: IdentitiesRepository,
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
      const known = await manager.findOne(Identity, { where: { provider, subject: profile.subject } });
      if (linkUserId) {
        if (known && known.userId !== linkUserId) throw identityError(IdentityErrorCode.IdentityTaken);
        if (!known) await manager.insert(Identity, this.identity(linkUserId, provider, profile));
        return linkUserId;
      }
      if (known) return known.userId;
      const byEmail = profile.email ? await this.users.findByEmail(profile.email, manager) : null;
      // Linking by e-mail only when the provider vouches for the address; otherwise whoever typed
      // it signs in with the account's password and links the provider from the profile.
      if (byEmail && !profile.emailVerified) throw identityError(IdentityErrorCode.EmailNeedsPassword);
      if (byEmail) {
        await manager.insert(Identity, this.identity(byEmail.id, provider, profile));
        // The provider vouches for the address.
        await this.accounts.markEmailConfirmed(manager, byEmail.id);
        return byEmail.id;
      }
      const user = manager.create(User, {
        id: randomUUID(),
        email: profile.email ?? `${provider}-${profile.subject}@sem-email.sampleteca.local`,
        emailConfirmedAt: profile.emailVerified ? new Date() : null,
        passwordHash: null,
        fullName: (profile.name ?? profile.email ?? 'Artista').slice(0, 255),
        phone: null,
        cpf: null,
        cep: null,
        producer: null,
        facebookUrl: null,
        instagramUrl: null,
        youtubeUrl: null,
        tiktokUrl: null,
        avatarUrl: null,
        permission: null,
        provider,
      });
      await manager.insert(User, user);
      await manager.insert(Identity, this.identity(user.id, provider, profile));
      await this.outbox.add<UserRegistered>(manager, IdentityEvents.UserRegistered, {
        ...publicProfile(user),
        email: user.email,
        provider,
        emailConfirmed: Boolean(user.emailConfirmedAt),
      });
      await publishLegalDetails(this.outbox, manager, user);
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
      const identities = await manager.find(Identity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
      const target = identities.find((identity) => identity.id === identityId);
      if (!target) throw identityError(IdentityErrorCode.IdentityNotFound);
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .addSelect('user.passwordHash')
        .where('user.id = :userId', { userId })
        .getOneOrFail();
      const remaining = identities.filter(
        (identity) => identity.id !== identityId && (identity.provider !== 'email' || user.passwordHash),
      );
      if (remaining.length === 0) throw identityError(IdentityErrorCode.LastIdentity);
      await manager.delete(Identity, { id: identityId });
    });
  }

  private identity(userId: string, provider: OAuthProvider, profile: OAuthProfile): Identity {
    return Object.assign(new Identity(), {
      id: randomUUID(),
      userId,
      provider,
      subject: profile.subject,
      email: profile.email,
    });
  }
}
