import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath, Route, Routes, type Location } from 'react-router-dom';

import type { Profile } from '../../src/api/types';
import { AuthContext, type AuthContextValue } from '../../src/auth/AuthContext';
import { Provider } from '../../src/components/ui/provider';
import { Toaster } from '../../src/components/ui/Toasts';
import { toaster } from '../../src/components/ui/toaster';
import { authUser, session } from './fixtures';
import { LocationSpy } from '../../../test-support/components/LocationSpy';

/** The actions of the auth context, as mocks a test can read. */
function authActions() {
  return {
    signIn: jest.fn<void, Parameters<AuthContextValue['signIn']>>(),
    signOut: jest.fn(async () => undefined),
    setProfile: jest.fn<void, [Profile]>(),
    reloadUser: jest.fn(async () => undefined),
    acknowledgeSignOut: jest.fn(),
  };
}

export type TestAuth = AuthContextValue & ReturnType<typeof authActions>;

/** Nobody signed in. */
export const visitor = (): TestAuth => ({ status: 'visitor', signedOutTo: null, ...authActions() });

/** `profile`'s account signed in. */
export const signedIn = (profile: Profile): TestAuth => {
  const user = authUser({ id: profile.id, email: profile.email, provider: profile.provider });
  return {
    status: 'authenticated',
    session: session({ user }),
    user,
    profile,
    isAdmin: profile.isAdmin,
    ...authActions(),
  };
};

interface PortalRenderOptions {
  /** The address the screen opens at. */
  path?: string;
  /** The route pattern the screen answers (default: `path`); other addresses show a placeholder. */
  route?: string;
  auth?: TestAuth;
  /** The history state the address opens with (what a link's `state` carries). */
  state?: unknown;
}

/**
 * Renders a portal screen with what main.tsx gives it: the Chakra system, a query client, the auth
 * context and a router (in memory), and the toasts. Resolves once mounted, with a user-event
 * session, the current location and the auth mocks.
 */
export async function renderPortal(
  ui: ReactElement,
  { path = '/', route, auth = visitor(), state }: PortalRenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let current: Location | undefined;
  const user = userEvent.setup();
  const result = render(
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>
            <Routes>
              <Route path={route ?? path.split(/[?#]/)[0]} element={ui} />
              <Route path="*" element={<p>Outra página</p>} />
            </Routes>
            <LocationSpy
              onChange={(location) => {
                current = location;
              }}
            />
          </MemoryRouter>
          <Toaster />
        </AuthContext.Provider>
      </QueryClientProvider>
    </Provider>,
  );
  // Ark's machines (the toaster's among them) start in a microtask after mounting.
  await act(async () => undefined);
  return {
    ...result,
    user,
    auth,
    queryClient,
    /** Where the router is now. */
    location: (): Location => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}

// Toasts live in a module-level store: none may leak into the next test.
afterEach(() => toaster.remove());

/** A required field's label ends with Chakra's '*' (aria-hidden): matched without it. */
const withoutRequiredMark = (text: string) => getDefaultNormalizer()(text).replace(/\s*\*$/, '');

/**
 * The form control tied to `label` (its <label for>, aria-labelledby or aria-label): throws when
 * the label names nothing, so an untied label fails the test.
 */
export const field = (label: string) => screen.getByLabelText(label, { normalizer: withoutRequiredMark });

/** The toasts on screen (Chakra's toaster region). */
export const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
