import type { OAuthProvider } from '../../api/types';

export const oauthProviders: { id: OAuthProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'spotify', label: 'Spotify' },
];

export const providerLabel = (provider: string) =>
  oauthProviders.find((entry) => entry.id === provider)?.label ?? (provider === 'email' ? 'E-mail e senha' : provider);

/**
 * The server starts the provider's login (state + PKCE) and comes back to /profile/me, or to
 * `next` (a same-site page the sign-in was started for).
 */
export const authorizeUrl = (provider: OAuthProvider, next?: string | null) =>
  `/api/auth/authorize?${new URLSearchParams({ provider, ...(next ? { next } : {}) })}`;
