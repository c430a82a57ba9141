import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SessionRevocations } from '@sampleteca/auth';
import { IdentityEvents, type UserRegistered } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { changeAdminRole } from '../admin/admin-role';
import { publicProfile } from '../profiles/profile.dto';
import { publishLegalDetails } from '../profiles/legal-details.event';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Someone the demo catalogue is published by (see the platform's demo/). */
export interface DemoPerson {
  email: string;
  fullName: string;
  producer: string;
  instagramUrl?: string;
}

/**
 * Accounts of the development demo catalogue, signed in without a password: they have none
 * (and no e-mail or OAuth identity), so nobody can sign in as them through the portal. The
 * demo acts through the platform's public API with the sessions handed out here.
 */
@Injectable()
export class DemoAccounts {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly sessions: SessionsService,
    private readonly revocations: SessionRevocations,
    private readonly users: UsersService,
  ) {}

  /** The ids of those of `emails` that exist already (a demo started before). */
  async existing(emails: string[]): Promise<string[]> {
    const found = await Promise.all(emails.map((email) => this.users.findByEmail(email)));
    return found.flatMap((user) => (user ? [user.id] : []));
  }

  /**
   * An access token for the person's account, made (confirmed) the first time; with `admin`,
   * the account is made an administrator first (the demo's curator approves its publications).
   */
  async signIn(
    person: DemoPerson,
    options: { admin?: boolean } = {},
  ): Promise<{ userId: string; accessToken: string }> {
    const user = (await this.users.findByEmail(person.email)) ?? (await this.create(person));
    if (options.admin) {
      await this.transactions.run((manager) =>
        changeAdminRole(manager, this.outbox, this.revocations, person.email, 'grant'),
      );
    }
    const session = await this.sessions.start(user, 'demo');
    return { userId: user.id, accessToken: session.access_token };
  }

  /** Ends the account's sessions (the demo's work is done). */
  signOut(userId: string): Promise<void> {
    return this.sessions.signOut(userId, undefined, 'global');
  }

  /** Takes the role back and ends its sessions: the demo leaves no administrator behind. */
  async revokeAdmin(email: string): Promise<void> {
    await this.transactions.run((manager) => changeAdminRole(manager, this.outbox, this.revocations, email, 'revoke'));
  }

  private create(person: DemoPerson): Promise<User> {
    return this.transactions.run(async (manager) => {
      const user = manager.create(User, {
        id: randomUUID(),
        email: person.email.toLowerCase(),
        emailConfirmedAt: new Date(),
        passwordHash: null,
        fullName: person.fullName,
        phone: null,
        cpf: null,
        cep: null,
        producer: person.producer,
        facebookUrl: null,
        instagramUrl: person.instagramUrl ?? null,
        youtubeUrl: null,
        tiktokUrl: null,
        avatarUrl: null,
        permission: null,
        provider: 'demo',
      });
      await manager.insert(User, user);
      await this.outbox.add<UserRegistered>(manager, IdentityEvents.UserRegistered, {
        ...publicProfile(user),
        email: user.email,
        provider: 'demo',
        emailConfirmed: true,
      });
      await publishLegalDetails(this.outbox, manager, user);
      return user;
    });
  }
}
