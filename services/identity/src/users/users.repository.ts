import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { escapeLike } from '@sampleteca/http';
import { User } from './user.entity';

/** The columns the console's users list sorts by. */
export const ADMIN_USER_SORTS = {
  fullName: 'user.fullName',
  email: 'user.email',
  createdAt: 'user.createdAt',
} as const;
export type AdminUserSort = { field: keyof typeof ADMIN_USER_SORTS; order: 'ASC' | 'DESC' };

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
}
