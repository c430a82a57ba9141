import { createContext } from 'react';

import type { AuthUser, Profile, Session } from '../api/types';
import type { AuthEvent, SignOutScope } from './sessionManager';

/** Spec 1 §4: loading, not authenticated, authenticated (and whether the user is an admin). */
export type AuthState =
  | { status: 'loading' }
  /** `signedOutTo`: a sign-out is on its way there (guards follow it rather than send to /login). */
  | { status: 'visitor'; signedOutTo: string | null }
  | { status: 'authenticated'; session: Session; user: AuthUser; profile: Profile; isAdmin: boolean };

export interface AuthActions {
  /** Keeps a session from a sign-in and loads its profile. */
  signIn: (session: Session, event?: Extract<AuthEvent, 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED'>) => void;
  /** Ends the session (server, then local storage); lands on `redirectTo`, '/' by default. */
  signOut: (options?: { scope?: SignOutScope; redirectTo?: string }) => Promise<void>;
  /** Replaces the cached profile after a save. */
  setProfile: (profile: Profile) => void;
  /** Reloads the account (factors, identities) after a change. */
  reloadUser: () => Promise<void>;
  /** The router reached the sign-out's landing (see `signedOutTo`). */
  acknowledgeSignOut: () => void;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);
