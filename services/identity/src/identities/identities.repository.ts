import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { repositoryIn } from '@sampleteca/database';
import type { Provider } from '../users/user.entity';
import { Identity } from './identity.entity';

/** A provider and who the account is there. */
export type WayIn = Pick<Identity, 'provider' | 'subject' | 'email'>;

/** identity.identities: the ways into each account (e-mail, google, facebook, spotify). */
@Injectable()
export class IdentitiesRepository {
  constructor(@InjectRepository(Identity, 'identity') private readonly identities: Repository<Identity>) {}

  /** An account's identities, oldest first. */
  ofUser(userId: string): Promise<Identity[]> {
    return this.identities.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** Locked until the transaction ends, so two unlinks cannot each leave the other as the last one. */
  lockOfUser(manager: EntityManager, userId: string): Promise<Identity[]> {
    return manager.find(Identity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  findBySubject(manager: EntityManager, provider: Provider, subject: string): Promise<Identity | null> {
    return repositoryIn(this.identities, manager).findOne({ where: { provider, subject } });
  }

  async insert(manager: EntityManager, userId: string, wayIn: WayIn): Promise<void> {
    await manager.insert(Identity, { id: randomUUID(), userId, ...wayIn });
  }

  /** The e-mail identity follows the account's address. */
  async updateEmailIdentity(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.update(Identity, { userId, provider: 'email' }, { email });
  }

  /** Every way into a deleted account: the same Google or e-mail may sign up afresh. */
  async deleteOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(Identity, { userId });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(Identity, { id });
  }
}
