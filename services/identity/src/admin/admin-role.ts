import type { EntityManager } from 'typeorm';
import type { SessionRevocations } from '@sampleteca/auth';
import { IdentityEvents, type UserProfileUpdated } from '@sampleteca/contracts';
import type { Outbox } from '@sampleteca/messaging';
import { publicProfile } from '../profiles/profile.dto';
import { revokeSessions } from '../sessions/revoke-sessions';
import { User } from '../users/user.entity';

export type AdminRoleChange = 'grant' | 'revoke';

/**
 * Gives or takes the admin role, in the caller's transaction, and tells the other services
 * (outbox). Taking it ends the account's sessions at once, so no access token signed with
 * role admin keeps working. Returns the account, or undefined when no account has the e-mail.
 */
export async function changeAdminRole(
  manager: EntityManager,
  outbox: Outbox,
  revocations: SessionRevocations,
  email: string,
  change: AdminRoleChange,
): Promise<User | undefined> {
  const user = await manager
    .getRepository(User)
    .createQueryBuilder('user')
    .where('lower(user.email) = lower(:email)', { email })
    .getOne();
  if (!user) return undefined;
  user.permission = change === 'grant' ? 'admin' : null;
  await manager.save(User, user);
  await outbox.add<UserProfileUpdated>(manager, IdentityEvents.UserProfileUpdated, {
    ...publicProfile(user),
    email: user.email,
    isAdmin: change === 'grant',
  });
  if (change === 'revoke') await revokeSessions(manager, revocations, { userId: user.id }, 'admin_role_removed');
  return user;
}
