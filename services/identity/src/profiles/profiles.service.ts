import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { IdentityErrorCode, identityError, uniqueViolation } from '../identity-errors';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { EmailChangesService } from './email-changes.service';
import { publishProfileUpdated } from './profile-updated.event';
import type { UpdateProfileRequest } from './profile.dto';

/** Profile changes, each published as user.profile-updated for the other services. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly emailChanges: EmailChangesService,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Saves the profile. A new e-mail address is not saved but asked for: it takes effect when
   * the link mailed to it is followed, and is answered meanwhile as `pendingEmail`.
   */
  async update(
    userId: string,
    { email, ...changes }: UpdateProfileRequest,
  ): Promise<{ user: User; pendingEmail: string | null }> {
    try {
      return await this.transactions.run(async (manager) => {
        const user = await this.users.lock(manager, userId);
        if (!user) throw identityError(IdentityErrorCode.UserNotFound);
        const newEmail = email?.toLowerCase();
        const changingEmail = newEmail !== undefined && newEmail !== user.email;
        if (changingEmail) await this.emailChanges.request(manager, user, newEmail);
        if (changes.cpf && changes.cpf !== user.cpf && (await this.users.cpfTaken(manager, changes.cpf))) {
          throw identityError(IdentityErrorCode.CpfInUse);
        }
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        Object.assign(user, defined);
        await this.users.save(manager, user);
        await publishProfileUpdated(this.outbox, manager, user);
        return {
          user,
          pendingEmail: changingEmail ? newEmail : await this.emailChanges.pending(userId),
        };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'users_cpf_unique') throw identityError(IdentityErrorCode.CpfInUse);
      throw error;
    }
  }
}
