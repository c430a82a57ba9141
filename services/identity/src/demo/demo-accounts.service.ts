import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { AccountRegistrationService } from '../accounts/account-registration.service';
import { AdminRoleService } from '../admin/admin-role.service';
import { SessionsService } from '../sessions/sessions.service';
import { newUser } from '../users/new-user';
import type { User } from '../users/user.entity';
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
export class DemoAccountsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly registration: AccountRegistrationService,
    private readonly adminRole: AdminRoleService,
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
      await this.adminRole.change(person.email, 'grant');
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
    await this.adminRole.change(email, 'revoke');
  }

  private create(person: DemoPerson): Promise<User> {
    const user = newUser({
      email: person.email.toLowerCase(),
      emailConfirmedAt: new Date(),
      fullName: person.fullName,
      producer: person.producer,
      instagramUrl: person.instagramUrl ?? null,
      provider: 'demo',
    });
    return this.transactions.run(async (manager) => {
      await this.registration.register(manager, user);
      return user;
    });
  }
}
