import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityEvents, type UserRegistered } from '@sampleteca/contracts';
import { Outbox } from '@sampleteca/messaging';
import { IdentitiesRepository, type WayIn } from '../identities/identities.repository';
import { publishLegalDetails } from '../profiles/legal-details.event';
import { publicProfile } from '../profiles/profile.dto';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

/**
 * Stores a new account (with its way in, when it has one) and tells the other services, in the
 * caller's transaction: every way of creating an account (sign-up, OAuth, the demo) ends here.
 */
@Injectable()
export class AccountRegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly outbox: Outbox,
  ) {}

  async register(manager: EntityManager, user: User, wayIn?: WayIn): Promise<void> {
    await this.users.insert(manager, user);
    if (wayIn) await this.identities.insert(manager, user.id, wayIn);
    await this.outbox.add<UserRegistered>(manager, IdentityEvents.UserRegistered, {
      ...publicProfile(user),
      email: user.email,
      provider: user.provider,
      emailConfirmed: Boolean(user.emailConfirmedAt),
    });
    await publishLegalDetails(this.outbox, manager, user);
  }
}
