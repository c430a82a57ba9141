import { IdentityEvents, type UserLegalDetailsUpdated } from '@sampleteca/contracts';
import type { Outbox } from '@sampleteca/messaging';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';

/** Tells distribution the name, CPF, CEP and producer a contract names this user by. */
export function publishLegalDetails(outbox: Outbox, manager: EntityManager, user: User): Promise<unknown> {
  return outbox.add<UserLegalDetailsUpdated>(manager, IdentityEvents.UserLegalDetailsUpdated, {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    cpf: user.cpf,
    cep: user.cep,
    producer: user.producer,
  });
}
