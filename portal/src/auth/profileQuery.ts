import type { Profile } from '../api/types';
import { fetchMyProfile, userKeys } from '../api/users';
import { cacheProfile } from './profileCache';

export const profileQueryKey = userKeys.me;

export async function fetchProfile(): Promise<Profile> {
  const profile = await fetchMyProfile();
  cacheProfile(profile);
  return profile;
}
