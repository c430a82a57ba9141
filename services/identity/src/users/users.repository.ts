import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { repositoryIn } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';
import { User } from './user.entity';

/** The columns the console's users list sorts by. */
export const ADMIN_USER_SORTS = {
  fullName: 'user.fullName',
  email: 'user.email',
  createdAt: 'user.createdAt',
} as const;
export type AdminUserSort = { field: keyof typeof ADMIN_USER_SORTS; order: 'ASC' | 'DESC' };

/** identity.users. A `manager` runs the query inside the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User, 'identity') private readonly users: Repository<User>) {}

  /** A page of accounts, `search` inside the name or the e-mail. */
  adminPage(search: string, sort: AdminUserSort, skip: number, take: number): Promise<[User[], number]> {
    const builder = this.users.createQueryBuilder('user');
    if (search) {
      builder.where('(user.fullName ILIKE :search OR user.email ILIKE :search)', {
        search: `%${escapeLike(search)}%`,
      });
    }
    return builder
      .orderBy(ADMIN_USER_SORTS[sort.field], sort.order)
      .addOrderBy('user.id', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  find(id: string, manager?: EntityManager): Promise<User | null> {
    return repositoryIn(this.users, manager).findOne({ where: { id } });
  }

  /** Locked until the transaction ends: concurrent changes to the account wait for this one. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The administrators, locked until the transaction ends: two revocations at once wait for each
   * other, so they cannot both see a second admin and leave none.
   */
  lockAdmins(manager: EntityManager): Promise<User[]> {
    return manager
      .getRepository(User)
      .find({ where: { permission: 'admin' }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** With its password hash (left out of every other read); e-mails compare without case. */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return repositoryIn(this.users, manager)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async hasPassword(manager: EntityManager, id: string): Promise<boolean> {
    const user = await manager
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id })
      .getOneOrFail();
    return Boolean(user.passwordHash);
  }

  cpfTaken(manager: EntityManager, cpf: string): Promise<boolean> {
    return manager.exists(User, { where: { cpf } });
  }

  async insert(manager: EntityManager, user: User): Promise<void> {
    await manager.insert(User, user);
  }

  async save(manager: EntityManager, user: User): Promise<void> {
    await manager.save(User, user);
  }

  async update(manager: EntityManager, id: string, changes: Partial<Pick<User, 'emailConfirmedAt' | 'passwordHash'>>) {
    await manager.update(User, { id }, changes);
  }
}
