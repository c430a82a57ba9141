import { Injectable } from '@nestjs/common';
import { IdentityEvents, type UserProfileUpdated } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import type { EntityManager } from 'typeorm';
import { identityError, uniqueViolation } from '../common/identity-errors';
import { User } from '../users/user.entity';
import { Users } from '../users/users.service';
import { publishLegalDetails } from './legal-details.event';
import { publicProfile, type UpdateProfileRequest } from './profile.dto';

/** Profile changes, each published as user.profile-updated for the other services. */
@Injectable()
export class Profiles {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly users: Users,
  ) {}

  async update(userId: string, changes: UpdateProfileRequest): Promise<User> {
    try {
      return await this.transactions.run(async (manager) => {
        const user = await manager.findOne(User, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw identityError.userNotFound();
        if (changes.email !== undefined && changes.email.toLowerCase() !== user.email) {
          if (user.provider !== 'email') throw identityError.emailReadOnly();
          const owner = await this.users.findByEmail(changes.email, manager);
          if (owner && owner.id !== user.id) throw identityError.emailInUse();
          changes.email = changes.email.toLowerCase();
        }
        if (changes.cpf && changes.cpf !== user.cpf && (await manager.exists(User, { where: { cpf: changes.cpf } }))) {
          throw identityError.cpfInUse();
        }
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        Object.assign(user, defined);
        await manager.save(User, user);
        await this.publish(manager, user);
        return user;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_cpf_unique') throw identityError.cpfInUse();
      if (constraint === 'users_email_unique') throw identityError.emailInUse();
      throw error;
    }
  }

  async publish(manager: EntityManager, user: User): Promise<void> {
    await this.outbox.add<UserProfileUpdated>(manager, IdentityEvents.UserProfileUpdated, {
      ...publicProfile(user),
      email: user.email,
      isAdmin: user.permission === 'admin',
    });
    await publishLegalDetails(this.outbox, manager, user);
  }
}
