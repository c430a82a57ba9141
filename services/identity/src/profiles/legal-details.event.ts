import { IdentityEvents, legalDetailsOf, type UserLegalDetailsUpdated } from '@sampleteca/contracts';
import type { Outbox } from '@sampleteca/messaging';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';

/** Tells distribution the name, CPF, CEP and producer a contract names this user by. */
export function publishLegalDetails(outbox: Outbox, manager: EntityManager, user: User): Promise<unknown> {
  return outbox.add<UserLegalDetailsUpdated>(manager, IdentityEvents.UserLegalDetailsUpdated, legalDetailsOf(user));
}
