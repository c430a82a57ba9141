import { currentAccessToken } from './session';

/** The sign-in screen, with the screen asked for as react-admin's useLogin reads it. */
export interface SignedOutStart {
  path: '/login';
  state: { nextPathname: string; nextSearch: string } | null;
}

/**
 * Where a console visit to `requested` (a router path) starts: the sign-in screen when there is
 * no valid session, before react-admin mounts. Left to react-admin (5.15 on react-router 7), a
 * signed-out visit to any screen logs out on mount and navigates to /login while clearing its
 * query cache, which re-renders the screen, which logs out again: thousands of history entries
 * and ~10 s of a busy tab before the form shows (react-admin issue 10885). The screen asked for is
 * kept, so signing in still leads back to it.
 */
export function signedOutStart(requested: string): SignedOutStart | null {
  if (currentAccessToken() || requested.startsWith('/login')) return null;
  const [nextPathname, query] = requested.split('?');
  return {
    path: '/login',
    state: nextPathname === '/' ? null : { nextPathname, nextSearch: query ? `?${query}` : '' },
  };
}

/**
 * Applies signedOutStart to the address bar's hash route (react-router keeps state as `usr`): on
 * the first load, and on every address change in the tab (a bookmark or a typed address while on
 * the sign-in form), before react-router hears it.
 */
export function startSignedOutAtLogin(): void {
  const redirect = () => {
    const start = signedOutStart(location.hash.replace(/^#/, '') || '/');
    if (start) history.replaceState({ usr: start.state, key: 'default', idx: 0 }, '', `#${start.path}`);
  };
  redirect();
  // Registered before react-admin's router, so it sees the address already redirected.
  addEventListener('popstate', redirect);
}
