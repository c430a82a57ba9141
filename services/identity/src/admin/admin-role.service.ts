import { Injectable } from '@nestjs/common';
import { SessionRevocationsStore } from '@sampleteca/auth';
import { IdentityEvents, type UserProfileUpdated } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import type { EntityManager } from 'typeorm';
import { Outbox } from '@sampleteca/messaging';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { publicProfile } from '../profiles/profile.dto';
import { revokeSessions } from '../sessions/revoke-sessions';
import { SessionsRepository } from '../sessions/sessions.repository';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { adminRoleChanges, type AdminRoleChange } from './admin-role-rule';

export type { AdminRoleChange } from './admin-role-rule';

/**
 * Gives or takes the admin role and tells the other services (outbox), in one transaction.
 * Taking it ends the account's sessions at once, so no access token signed with role admin
 * keeps working. Used by the `admin:grant`/`admin:revoke` commands, the console and the demo
 * catalogue.
 */
@Injectable()
export class AdminRoleService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly revocations: SessionRevocationsStore,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** The account, or undefined when no account has the e-mail. */
  change(email: string, change: AdminRoleChange): Promise<User | undefined> {
    return this.transactions.run(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user) return undefined;
      await this.apply(manager, user, change);
      return user;
    });
  }

  /**
   * The console's grant and revoke, by account id. The platform always keeps an administrator:
   * taking the role from the last one is refused. A grant counts from the account's next sign-in
   * (the console signs in afresh); a revocation at once.
   */
  changeById(userId: string, change: AdminRoleChange): Promise<User> {
    return this.transactions.run(async (manager) => {
      const admins = change === 'revoke' ? await this.users.lockAdmins(manager) : [];
      const user = await this.users.lock(manager, userId);
      if (!user) throw identityError(IdentityErrorCode.UserNotFound);
      if (adminRoleChanges(user.permission, change, admins.length)) await this.apply(manager, user, change);
      return user;
    });
  }

  private async apply(manager: EntityManager, user: User, change: AdminRoleChange): Promise<void> {
    user.permission = change === 'grant' ? 'admin' : null;
    await this.users.save(manager, user);
    await this.outbox.add<UserProfileUpdated>(manager, IdentityEvents.UserProfileUpdated, {
      ...publicProfile(user),
      email: user.email,
      isAdmin: change === 'grant',
    });
    if (change === 'revoke')
      await revokeSessions(manager, this.sessions, this.revocations, { userId: user.id }, 'admin_role_removed');
  }
}
