import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { repositoryIn } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';
import { User } from './user.entity';
import { EMPTY_PROFILE } from './new-user';

/** The columns the console's users list sorts by. */
export const ADMIN_USER_SORTS = {
  fullName: 'user.fullName',
  email: 'user.email',
  createdAt: 'user.createdAt',
} as const;
export type AdminUserSort = { field: keyof typeof ADMIN_USER_SORTS; order: 'ASC' | 'DESC' };

/**
 * identity.users. A `manager` runs the query inside the caller's transaction. A deleted account
 * (`deleted_at`) is no one: no read here finds it.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User, 'identity') private readonly users: Repository<User>) {}

  /** A page of accounts, `search` inside the name or the e-mail. */
  adminPage(search: string, sort: AdminUserSort, skip: number, take: number): Promise<[User[], number]> {
    const builder = this.users.createQueryBuilder('user').where('user.deletedAt IS NULL');
    if (search) {
      builder.andWhere('(user.fullName ILIKE :search OR user.email ILIKE :search)', {
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
    return repositoryIn(this.users, manager).findOne({ where: { id, deletedAt: IsNull() } });
  }

  /** Locked until the transaction ends: concurrent changes to the account wait for this one. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return manager
      .getRepository(User)
      .findOne({ where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** With its password hash: the account's owner confirms a deletion with it. */
  findWithPassword(id: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id AND user.deletedAt IS NULL', { id })
      .getOne();
  }

  /**
   * The administrators, locked until the transaction ends: two revocations at once wait for each
   * other, so they cannot both see a second admin and leave none.
   */
  lockAdmins(manager: EntityManager): Promise<User[]> {
    return manager.getRepository(User).find({
      where: { permission: 'admin', deletedAt: IsNull() },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** With its password hash (left out of every other read); e-mails compare without case. */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return repositoryIn(this.users, manager)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email) AND user.deletedAt IS NULL', { email: email.trim() })
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

  /**
   * What the person typed and the law lets us forget goes; the row stays as an anonymous
   * tombstone (its id keeps its revoked sessions), so its e-mail and CPF are free to sign up again.
   */
  async anonymise(manager: EntityManager, id: string, deletedAt: Date): Promise<void> {
    await manager.update(
      User,
      { id },
      {
        ...EMPTY_PROFILE,
        email: `conta-excluida+${id}@sampleteca.invalid`,
        fullName: 'Conta excluída',
        deletedAt,
      },
    );
  }

  async update(manager: EntityManager, id: string, changes: Partial<Pick<User, 'emailConfirmedAt' | 'passwordHash'>>) {
    await manager.update(User, { id }, changes);
  }
}
