import { IdentityErrorCode, identityError } from '../identity-errors';

export type AdminRoleChange = 'grant' | 'revoke';

/**
 * Whether a grant or revocation changes the account: false when it already is what was asked
 * (granting an admin, revoking a member). The platform always keeps an administrator: taking
 * the role from the last one is refused ('Não é possível remover o último administrador').
 */
export function adminRoleChanges(permission: 'admin' | null, change: AdminRoleChange, admins: number): boolean {
  const isAdmin = permission === 'admin';
  if (change === 'revoke' && isAdmin && admins <= 1) throw identityError(IdentityErrorCode.LastAdmin);
  return isAdmin !== (change === 'grant');
}
