import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { FactorsRepository } from '../factors/factors.repository';
import { IdentitiesRepository } from '../identities/identities.repository';
import { mapAuthUser, type AuthUserResponse } from '../sessions/session.dto';
import type { User } from './user.entity';
import { UsersRepository, type AdminUserSort } from './users.repository';

// The console's sortable columns, for the controller that reads its query.
export { ADMIN_USER_SORTS, type AdminUserSort } from './users.repository';

/** Reads accounts; writes belong to the feature that changes them. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly factors: FactorsRepository,
  ) {}

  /** The console's list: accounts whose name or e-mail contains `search`, and how many there are. */
  adminPage(search: string, sort: AdminUserSort, skip: number, take: number): Promise<[User[], number]> {
    return this.users.adminPage(search, sort, skip, take);
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.users.findByEmail(email, manager);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.find(id);
    if (!user) throw identityError(IdentityErrorCode.UserNotFound);
    return user;
  }

  async authUser(id: string): Promise<AuthUserResponse> {
    const [user, identities, factors] = await Promise.all([
      this.get(id),
      this.identities.ofUser(id),
      this.factors.ofUser(id),
    ]);
    return mapAuthUser(user, identities, factors);
  }
}
