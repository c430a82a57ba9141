import type { Profile } from '../api/types';

// Spec 1 §3: the profile is cached in local storage under a key for the signed-in user,
// and 'profile-status' is 'incomplete' while the profile misses required data.
const profileKey = (userId: string) => `sampleteca.profile.${userId}`;
const profileStatusKey = 'profile-status';

export function readCachedProfile(userId: string): Profile | undefined {
  try {
    const raw = window.localStorage.getItem(profileKey(userId));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Profile;
    return parsed.id === userId ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function cacheProfile(profile: Profile): void {
  try {
    window.localStorage.setItem(profileKey(profile.id), JSON.stringify(profile));
    if (profile.complete) window.localStorage.removeItem(profileStatusKey);
    else window.localStorage.setItem(profileStatusKey, 'incomplete');
  } catch {
    // A full or blocked storage only costs the cache.
  }
}
