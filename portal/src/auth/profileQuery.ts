import { apiClient } from '../api/client';
import { unwrap } from '../api/apiError';
import type { Profile } from '../api/types';
import { cacheProfile } from './profileCache';

export const profileQueryKey = (userId: string | undefined) => ['users', 'me', userId] as const;

export async function fetchProfile(): Promise<Profile> {
  const profile = unwrap(await apiClient.GET('/api/users/me'));
  cacheProfile(profile);
  return profile;
}
