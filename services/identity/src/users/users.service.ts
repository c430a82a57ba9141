import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { Factor } from '../factors/factor.entity';
import { Identity } from '../identities/identity.entity';
import { mapAuthUser, type AuthUserResponse } from '../sessions/session.dto';
import { User } from './user.entity';
import { UsersRepository, type AdminUserSort } from './users.repository';

// The console's sortable columns, for the controller that reads its query.
export { ADMIN_USER_SORTS, type AdminUserSort } from './users.repository';

/** Reads accounts; writes belong to the feature that changes them. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User, 'identity') private readonly users: Repository<User>,
    @InjectRepository(Identity, 'identity') private readonly identities: Repository<Identity>,
    @InjectRepository(Factor, 'identity') private readonly factors: Repository<Factor>,
    private readonly repository: UsersRepository,
  ) {}

  /** The console's list: accounts whose name or e-mail contains `search`, and how many there are. */
  adminPage(search: string, sort: AdminUserSort, skip: number, take: number): Promise<[User[], number]> {
    return this.repository.adminPage(search, sort, skip, take);
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return (manager?.getRepository(User) ?? this.users)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw identityError(IdentityErrorCode.UserNotFound);
    return user;
  }

  async authUser(id: string): Promise<AuthUserResponse> {
    const [user, identities, factors] = await Promise.all([
      this.get(id),
      this.identities.find({ where: { userId: id }, order: { createdAt: 'ASC' } }),
      this.factors.find({ where: { userId: id }, order: { createdAt: 'ASC' } }),
    ]);
    return mapAuthUser(user, identities, factors);
  }
}
