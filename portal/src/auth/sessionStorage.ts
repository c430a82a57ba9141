import { SIGNED_IN_HINT_COOKIE } from '@sampleteca/clients-shared/routes';
import type { Session } from '../api/types';

const SESSION_KEY = 'sampleteca.auth.session';

export const sessionStorageKey = SESSION_KEY;

/** Spec 1 §4: a session is valid only with an access token, a refresh token and an expiry. */
export function isValidSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Session>;
  return (
    typeof candidate.access_token === 'string' &&
    candidate.access_token.length > 0 &&
    typeof candidate.refresh_token === 'string' &&
    candidate.refresh_token.length > 0 &&
    typeof candidate.expires_at === 'number' &&
    typeof candidate.user === 'object' &&
    candidate.user !== null
  );
}

export function readStoredSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isValidSession(parsed)) return parsed;
  } catch {
    // Unreadable or blocked storage counts as no session.
  }
  window.localStorage.removeItem(SESSION_KEY);
  return null;
}

export function storeSession(session: Session): void {
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Private modes may refuse storage: the session then lives only in memory for this tab.
  }
  hintSignedIn(true);
}

/**
 * Tells the server, on the next page it sends, to send the app rather than a shared link's light
 * page (libs/runtime's first view). A hint only: it carries no token.
 */
export function hintSignedIn(signedIn: boolean): void {
  const days = signedIn ? 30 : 0;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${days * 86400}; SameSite=Lax${secure}`;
}

/** Seconds left before the access token expires (negative once expired). */
export function secondsUntilExpiry(session: Session, nowMs = Date.now()): number {
  return session.expires_at - nowMs / 1000;
}
