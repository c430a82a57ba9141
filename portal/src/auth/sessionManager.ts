import { createApiClient } from '@sampleteca/clients-shared/api';

import type { AuthUser, Session } from '../api/types';
import { paths as routes } from '../routes/paths';
import {
  isValidSession,
  readStoredSession,
  secondsUntilExpiry,
  sessionStorageKey,
  storeSession,
  hintSignedIn,
} from './sessionStorage';
import { landingForUrlError, landingForUrlSession, readUrlAuth, type UrlAuthResult } from './urlSession';

/** Spec 1 §4 session events. */
export type AuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'MFA_CHALLENGE_VERIFIED';

export interface AuthEventDetail {
  /** Where the person should land after the event (sign-out). */
  redirectTo?: string;
}

export type AuthEventListener = (event: AuthEvent, session: Session | null, detail: AuthEventDetail) => void;

export interface SessionSnapshot {
  readonly initialized: boolean;
  readonly session: Session | null;
  /**
   * Where a sign-out is taking the person, until the router gets there: guarded pages must not
   * send them to /login meanwhile.
   */
  readonly signedOutTo: string | null;
}

export interface InitializeResult {
  /** Set when the address carried a session or an e-mail link error. */
  redirectTo?: string;
}

export type SignOutScope = 'global' | 'local' | 'others';

// Refresh a minute before the access token (valid one hour) expires.
const REFRESH_MARGIN_SECONDS = 60;
// Spec 1 §9: refresh retries back off from 200 ms, doubling per attempt.
const REFRESH_FIRST_BACKOFF_MS = 200;
const REFRESH_MAX_ATTEMPTS = 6;
// After the retries give up (server unreachable), the timer tries again this much later.
const REFRESH_RETRY_LATER_MS = 30_000;
const MAX_TIMER_MS = 2_147_483_647;
// Spec 1 §9: a session read from the address warns when issued more than 120 s earlier.
const URL_SESSION_MAX_AGE_SECONDS = 120;
const REFRESH_LOCK = 'sampleteca:auth-refresh';

// No auth middleware on this client: its calls carry their own tokens and must never loop into a refresh.
const authApi = createApiClient();

type RefreshOutcome = { kind: 'ok'; session: Session } | { kind: 'rejected' } | { kind: 'unreachable' };

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

async function requestRefresh(refreshToken: string): Promise<RefreshOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { data, response } = await authApi.POST('/api/auth/token', {
        body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
      if (data && isValidSession(data)) return { kind: 'ok', session: data };
      // 4xx (a spent or revoked refresh token) cannot succeed later; 5xx, 408 and 429 may.
      if (response.status < 500 && response.status !== 408 && response.status !== 429) return { kind: 'rejected' };
    } catch {
      // Network failure: retryable.
    }
    if (attempt + 1 >= REFRESH_MAX_ATTEMPTS) return { kind: 'unreachable' };
    await sleep(REFRESH_FIRST_BACKOFF_MS * 2 ** attempt);
  }
}

/** Tabs share one refresh token, which is single use: only one tab may spend it at a time. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return (await navigator.locks.request(REFRESH_LOCK, task)) as T;
  }
  return task();
}

/**
 * The browser's session: kept in localStorage, refreshed before it expires on a timer that
 * pauses while the tab is hidden, shared with other tabs, and ended cleanly when refused.
 */
export class SessionManager {
  private snapshot: SessionSnapshot = { initialized: false, session: null, signedOutTo: null };
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<AuthEventListener>();
  private initializing: Promise<InitializeResult> | null = null;
  private refreshing: Promise<Session | null> | null = null;
  private timer: number | undefined;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  get session(): Session | null {
    return this.snapshot.session;
  }

  onAuthEvent(listener: AuthEventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Reads the address and storage once; later calls share the first result. */
  initialize(): Promise<InitializeResult> {
    this.initializing ??= this.runInitialize();
    return this.initializing;
  }

  /** A session from sign-in (password, MFA) or from a refresh done elsewhere. */
  setSession(session: Session, event: AuthEvent = 'SIGNED_IN'): void {
    this.commit(session, event);
  }

  /** The router reached the sign-out's landing. */
  acknowledgeSignOut(): void {
    if (this.snapshot.signedOutTo !== null) this.setSnapshot({ ...this.snapshot, signedOutTo: null });
  }

  /** The account changed (factors, identities): same tokens, new user. */
  updateUser(user: AuthUser): void {
    const session = this.session;
    if (!session) return;
    this.commit({ ...session, user }, 'USER_UPDATED');
  }

  /** A usable access token, refreshed first when it is about to expire. */
  async getAccessToken(): Promise<string | null> {
    const session = this.session;
    if (!session) return null;
    if (secondsUntilExpiry(session) > 10) return session.access_token;
    const refreshed = await this.refresh();
    return refreshed?.access_token ?? this.session?.access_token ?? null;
  }

  /** After a 401 for `usedToken`: a newer token if one exists or a refresh gets one, else null. */
  async tokenAfterUnauthorized(usedToken: string): Promise<string | null> {
    const current = this.session;
    if (!current) return null;
    if (current.access_token !== usedToken) return current.access_token;
    const refreshed = await this.refresh();
    return refreshed?.access_token ?? null;
  }

  /** One refresh at a time, whoever asks (timer, request middleware, start-up). */
  refresh(): Promise<Session | null> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Ends the session on the server (401, 403 and 404 answers are ignored, spec 1 §7), then
   * locally: session and all local storage cleared, listeners told where to land. Scope
   * 'others' ends the account's other sessions and keeps this one.
   */
  async signOut({ scope = 'local', redirectTo = routes.root }: { scope?: SignOutScope; redirectTo?: string } = {}) {
    const session = this.session;
    if (session) {
      try {
        const token = await this.getAccessToken();
        await authApi.POST('/api/auth/logout', {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          // The access token names the session that 'local' ends.
          body: { scope },
        });
      } catch {
        // The local sign-out happens whatever the server says.
      }
    }
    if (scope !== 'others') this.endSession(redirectTo);
  }

  private async runInitialize(): Promise<InitializeResult> {
    window.addEventListener('storage', this.onStorage);
    document.addEventListener('visibilitychange', this.onVisibilityChange);

    let redirectTo: string | undefined;
    const fromUrl = readUrlAuth(window.location.hash);
    if (fromUrl.kind === 'error') {
      const signedIn = readStoredSession() !== null;
      redirectTo = landingForUrlError(window.location.pathname, window.location.hash, signedIn) ?? undefined;
    } else if (fromUrl.kind === 'tokens') {
      // Tokens must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      const session = await this.sessionFromUrl(fromUrl);
      if (session) {
        this.commit(session, 'SIGNED_IN');
        redirectTo = landingForUrlSession(fromUrl, window.location.pathname);
      } else {
        redirectTo = routes.emailNotConfirmedInvalid;
      }
    }

    if (!this.session) {
      const stored = readStoredSession();
      if (stored) {
        this.setSnapshot({ ...this.snapshot, session: stored });
        if (secondsUntilExpiry(stored) < REFRESH_MARGIN_SECONDS) await this.refresh();
      }
    }

    this.setSnapshot({ ...this.snapshot, initialized: true });
    this.emit('INITIAL_SESSION', this.session, {});
    this.scheduleRefresh();
    return { redirectTo };
  }

  private async sessionFromUrl(fromUrl: Extract<UrlAuthResult, { kind: 'tokens' }>): Promise<Session | null> {
    try {
      const { data } = await authApi.GET('/api/auth/user', {
        headers: { Authorization: `Bearer ${fromUrl.accessToken}` },
      });
      if (!data) return null;
      const now = Date.now() / 1000;
      const expiresIn = fromUrl.expiresIn ?? 3600;
      const expiresAt = fromUrl.expiresAt ?? Math.round(now + expiresIn);
      if (now - (expiresAt - expiresIn) > URL_SESSION_MAX_AGE_SECONDS) {
        // A link opened long after it was issued, or a skewed clock: worth a trace, not a refusal.
        // eslint-disable-next-line no-console
        console.warn('Sessão lida do endereço foi emitida há mais de 120 segundos.');
      }
      return {
        access_token: fromUrl.accessToken,
        refresh_token: fromUrl.refreshToken,
        expires_in: expiresIn,
        expires_at: expiresAt,
        token_type: 'bearer',
        user: data,
      };
    } catch {
      return null;
    }
  }

  private async runRefresh(): Promise<Session | null> {
    const start = this.session;
    if (!start) return null;
    return withRefreshLock(async () => {
      // Another tab may have spent the refresh token while this one waited for the lock.
      const stored = readStoredSession();
      if (
        stored &&
        stored.refresh_token !== start.refresh_token &&
        secondsUntilExpiry(stored) > REFRESH_MARGIN_SECONDS
      ) {
        this.commit(stored, 'TOKEN_REFRESHED');
        return stored;
      }
      const outcome = await requestRefresh((stored ?? start).refresh_token);
      if (outcome.kind === 'ok') {
        this.commit(outcome.session, 'TOKEN_REFRESHED');
        return outcome.session;
      }
      if (outcome.kind === 'rejected') {
        this.endSession(routes.root);
        return null;
      }
      this.scheduleRefresh(REFRESH_RETRY_LATER_MS);
      return null;
    });
  }

  private commit(session: Session, event: AuthEvent): void {
    storeSession(session);
    this.setSnapshot({ ...this.snapshot, session, signedOutTo: null });
    this.emit(event, session, {});
    this.scheduleRefresh();
  }

  private endSession(redirectTo: string): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const hadSession = this.session !== null;
    try {
      // Spec 1 §4: logout clears the session and all local storage.
      window.localStorage.clear();
    } catch {
      // Storage blocked: nothing stored either.
    }
    hintSignedIn(false);
    this.setSnapshot({ ...this.snapshot, session: null, signedOutTo: hadSession ? redirectTo : null });
    if (hadSession) this.emit('SIGNED_OUT', null, { redirectTo });
  }

  private scheduleRefresh(delayMs?: number): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const session = this.session;
    if (!session || document.visibilityState === 'hidden') return;
    const due = delayMs ?? Math.max(0, (secondsUntilExpiry(session) - REFRESH_MARGIN_SECONDS) * 1000);
    this.timer = window.setTimeout(this.tick, Math.min(due, MAX_TIMER_MS));
  }

  private tick = (): void => {
    const session = this.session;
    if (!session) return;
    if (secondsUntilExpiry(session) <= REFRESH_MARGIN_SECONDS) void this.refresh();
    else this.scheduleRefresh();
  };

  // A hidden tab keeps no timer; coming back refreshes at once if the token went stale meanwhile.
  private onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') {
      window.clearTimeout(this.timer);
      this.timer = undefined;
    } else {
      this.scheduleRefresh();
    }
  };

  // Another tab refreshed, signed in or signed out: follow it.
  private onStorage = (event: StorageEvent): void => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && event.key !== sessionStorageKey) return;
    const stored = readStoredSession();
    const current = this.session;
    if (!stored) {
      if (current) this.endSession(routes.root);
      return;
    }
    if (current?.access_token === stored.access_token) return;
    this.setSnapshot({ ...this.snapshot, session: stored, signedOutTo: null });
    this.emit(current ? 'TOKEN_REFRESHED' : 'SIGNED_IN', stored, {});
    this.scheduleRefresh();
  };

  private setSnapshot(next: SessionSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private emit(event: AuthEvent, session: Session | null, detail: AuthEventDetail): void {
    this.eventListeners.forEach((listener) => listener(event, session, detail));
  }
}

export const sessionManager = new SessionManager();
