import { currentAccessToken } from './session';

/**
 * Sends a visitor without a valid session straight to the sign-in screen, before react-admin
 * mounts. Left to react-admin (5.15 on react-router 7), a signed-out first visit to any screen
 * logs out on mount and navigates to #/login while clearing its query cache, which re-renders the
 * screen, which logs out again: thousands of history entries and ~10 s of a busy tab before the
 * form shows (react-admin issue 10885). The requested screen is kept where react-admin's useLogin
 * looks for it (the router's location state: `usr` in react-router's history entries), so
 * signing in still leads back to it.
 */
export function startSignedOutAtLogin(): void {
  if (currentAccessToken()) return;
  const requested = location.hash.replace(/^#/, '') || '/';
  if (requested.startsWith('/login')) return;
  const [nextPathname, query] = requested.split('?');
  const usr = nextPathname === '/' ? null : { nextPathname, nextSearch: query ? `?${query}` : '' };
  history.replaceState({ usr, key: 'default', idx: 0 }, '', '#/login');
}
