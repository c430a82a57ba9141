import { PAGE_SIZE } from './soundTypes';
import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';
import type { ProfileChanges } from './types';

export type AdminUser = components['schemas']['AdminUserResponse'];

export interface AdminUserPage {
  items: AdminUser[];
  total: number;
}

/** The signed-in user's profile (per user, so a new sign-in never shows the last one's), and the admin list. */
export const userKeys = {
  all: ['users'] as const,
  me: (userId: string | undefined) => [...userKeys.all, 'me', userId] as const,
  adminPage: (search: string, page: number) => [...userKeys.all, 'admin', { search, page }] as const,
};

export const fetchMyProfile = async () => unwrap(await apiClient.GET('/api/users/me'));

export const updateMyProfile = async (changes: ProfileChanges) =>
  unwrap(await apiClient.PATCH('/api/users/me', { body: changes }));

export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest'];

/** Deletes the signed-in account for good (confirmed again: password or typed e-mail, and a code). */
export const deleteMyAccount = async (confirmation: DeleteAccountRequest) =>
  unwrap(await apiClient.DELETE('/api/users/me', { body: confirmation }));

/** The identity service's admin list speaks ra-data-simple-rest: a range in, the total in Content-Range out. */
export async function fetchAdminUsers(search: string, page: number): Promise<AdminUserPage> {
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
