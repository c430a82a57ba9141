import { IdentityEvents, type UserProfileUpdated } from '@sampleteca/contracts';
import type { Outbox } from '@sampleteca/messaging';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';
import { publishLegalDetails } from './legal-details.event';
import { publicProfile } from './profile.dto';

/** Tells the other services an account's profile (and the details contracts use) changed. */
export async function publishProfileUpdated(outbox: Outbox, manager: EntityManager, user: User): Promise<void> {
  await outbox.add<UserProfileUpdated>(manager, IdentityEvents.UserProfileUpdated, {
    ...publicProfile(user),
    email: user.email,
    isAdmin: user.permission === 'admin',
  });
  await publishLegalDetails(outbox, manager, user);
}
