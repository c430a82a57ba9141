import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchAdminUsers, userKeys, type AdminUser, type AdminUserPage } from '../../api/users';

export type { AdminUser, AdminUserPage };

/** One page of accounts matching `search` (name or e-mail); the previous page stays on screen while the next loads. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: userKeys.adminPage(search, page),
    queryFn: () => fetchAdminUsers(search, page),
    placeholderData: keepPreviousData,
  });
}
