import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type Location } from 'react-router-dom';

import { App } from '../src/App';
import { saveSession, type Session } from '../src/auth/session';
import { signedOutStart } from '../src/auth/signedOutStart';
import { LocationSpy } from '../../test-support/components/LocationSpy';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An access token as identity signs it (the console reads its claims; the server checks the signature). */
export function accessToken(claims: { sub: string; email: string; role: 'admin' | 'user'; exp?: number }): string {
  const exp = claims.exp ?? Math.floor(Date.now() / 1000) + 3600;
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify({ ...claims, exp }))}.assinatura`;
}

export const admin = {
  sub: 'b2a1c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'admin@sampleteca.com.br',
  role: 'admin',
} as const;

/** POST /api/auth/login's answer (SessionResponse) for `claims`' account. */
export function sessionFor(claims: Parameters<typeof accessToken>[0]): Session {
  return {
    access_token: accessToken(claims),
    refresh_token: 'r-5c2e9a',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: claims.sub,
      email: claims.email,
      email_confirmed_at: '2026-11-01T10:00:00.000Z',
      provider: 'email',
      role: claims.role,
      identities: [],
      factors: [],
    },
  };
}

interface ConsoleRenderOptions {
  /** An administrator already signed in (the default), or nobody. */
  signedIn?: boolean;
}

/**
 * Renders the whole console (App: react-admin with its real data, auth and i18n providers) at
 * `path`, in a memory router; the API answers through the stubbed fetch. Resolves once mounted,
 * with a user-event session and the current location.
 *
 * A declarative router, like the HashRouter react-admin makes in the browser: under a data router
 * (ra-core's TestMemoryRouter) a visitor's redirect to the login page never settles, the loop
 * ra-core's useLogout warns about. A visitor without a session starts where main.tsx starts them
 * (signedOutStart): react-admin's own redirect takes seconds of that loop here too.
 */
export async function renderConsole(path: string, { signedIn = true }: ConsoleRenderOptions = {}) {
  if (signedIn) saveSession(sessionFor(admin));
  // Where main.tsx starts a visit (a visitor without a session: the sign-in screen).
  const start = signedOutStart(path);
  let current: Location | undefined;
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[start ? { pathname: start.path, state: start.state } : path]}>
      <App />
      <LocationSpy
        onChange={(location) => {
          current = location;
        }}
      />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return {
    ...result,
    user,
    location: (): Location => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}

/** react-admin's notification (a snackbar), once shown. */
export const findNotification = async (text: string) => {
  const alert = await screen.findByRole('alert');
  return within(alert).findByText(text);
};
