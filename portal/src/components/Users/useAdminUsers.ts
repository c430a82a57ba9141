import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { components } from '../../api/schema';
import { PAGE_SIZE } from '../Sounds/soundTypes';

export type AdminUser = components['schemas']['AdminUserResponse'];

export interface AdminUserPage {
  items: AdminUser[];
  total: number;
}

/** The identity service's admin list speaks ra-data-simple-rest: a range in, the total in Content-Range out. */
async function fetchAdminUsers(search: string, page: number): Promise<AdminUserPage> {
  const start = (page - 1) * PAGE_SIZE;
  const result = await apiClient.GET('/api/admin/users', {
    params: {
      query: {
        sort: JSON.stringify(['fullName', 'ASC']),
        range: JSON.stringify([start, start + PAGE_SIZE - 1]),
        filter: JSON.stringify(search ? { q: search } : {}),
      },
    },
  });
  const items = unwrap(result);
  const total = Number(result.response.headers.get('Content-Range')?.split('/')[1]);
  return { items, total: Number.isFinite(total) ? total : start + items.length };
}

/** One page of accounts matching `search` (name or e-mail); the previous page stays on screen while the next loads. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: ['admin-users', { search, page }],
    queryFn: () => fetchAdminUsers(search, page),
    placeholderData: keepPreviousData,
  });
}
