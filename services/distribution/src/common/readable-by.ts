import type { AuthUser } from '@sampleteca/auth';

/**
 * Whom a request or a contract answers: its owner and administrators. Anyone else gets the
 * missing answer, as for an unknown id: ids are not a way to learn what exists.
 */
export const readableBy = (user: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean =>
  user.role === 'admin' || ownerId === user.id;
