import { adminRoleChanges, type AdminRoleChange } from './admin-role-rule';

describe('adminRoleChanges', () => {
  it.each<[string, 'admin' | null, AdminRoleChange, number, boolean]>([
    ['grants a member', null, 'grant', 1, true],
    ['leaves an admin granted again as is', 'admin', 'grant', 1, false],
    ['revokes one of two admins', 'admin', 'revoke', 2, true],
    ['leaves a member revoked again as is', null, 'revoke', 1, false],
    ['leaves a member revoked as is even with no admin counted', null, 'revoke', 0, false],
  ])('%s', (_case, permission, change, admins, changes) => {
    expect(adminRoleChanges(permission, change, admins)).toBe(changes);
  });

  it.each([1, 0])('refuses to take the role from the last admin (%i counted)', (admins) => {
    expect(() => adminRoleChanges('admin', 'revoke', admins)).toThrow(
      expect.objectContaining({
        code: 'LAST_ADMIN',
        status: 409,
        message: 'Não é possível remover o último administrador da plataforma.',
      }),
    );
  });
});
