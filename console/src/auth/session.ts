// One localStorage key holds the whole session, so sign-out is a single removal.
const sessionStorageKey = 'sampleteca.console.session';

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number | string;
  token_type: string;
  user: unknown;
}

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.access_token === 'string' &&
    typeof candidate.refresh_token === 'string' &&
    (typeof candidate.expires_at === 'number' || typeof candidate.expires_at === 'string')
  );
}

export function readSession(): Session | null {
  const stored = localStorage.getItem(sessionStorageKey);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(sessionStorageKey, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(sessionStorageKey);
}

// expires_at is Unix seconds in the session answer; an ISO date is accepted too.
function sessionExpiresAtMs(session: Session): number {
  return typeof session.expires_at === 'number' ? session.expires_at * 1000 : Date.parse(session.expires_at);
}

export function isSessionExpired(session: Session, now = Date.now()): boolean {
  const expiresAt = sessionExpiresAtMs(session);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

export function currentAccessToken(): string | null {
  const session = readSession();
  return session && !isSessionExpired(session) ? session.access_token : null;
}
