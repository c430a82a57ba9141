import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '@sampleteca/config';
import { flowCookieOptions, readCookie } from '../common/auth-cookies';

const TTL_SECONDS = 10 * 60;
/** `next`: the same-site page the portal goes to after the sign-in. */
export type OAuthAppState = { provider: string; linkUserId?: string; next?: string };
type Stored = { verifier: string; state: OAuthAppState };
type Request = {
  res?: { cookie(name: string, value: string, options: Record<string, unknown>): unknown };
};

/**
 * passport-oauth2's state store without server sessions: the PKCE verifier and our own state
 * sit in Redis under a random handle, which is both the OAuth `state` and a cookie, so the
 * callback is only accepted in the browser that started it.
 */
export class RedisOAuthStateStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly config: Pick<Config, 'PUBLIC_URL'>,
  ) {}

  store(
    req: Request,
    verifier: string,
    state: OAuthAppState,
    _meta: unknown,
    callback: (error: Error | null, handle?: string) => void,
  ): void {
    const handle = randomBytes(24).toString('base64url');
    req.res?.cookie(OAUTH_COOKIE, handle, flowCookieOptions(this.config, OAUTH_COOKIE_PATH, TTL_SECONDS * 1000));
    const stored: Stored = { verifier, state };
    this.redis.set(this.key(handle), JSON.stringify(stored), 'EX', TTL_SECONDS).then(
      () => callback(null, handle),
      (error: Error) => callback(error),
    );
  }

  verify(
    req: Request & { cookies?: Record<string, string>; headers: Record<string, string | string[] | undefined> },
    handle: string,
    callback: (error: Error | null, verifier?: string | false, state?: OAuthAppState | { message: string }) => void,
  ): void {
    const cookie = readCookie(req.headers.cookie, OAUTH_COOKIE);
    if (!handle || cookie !== handle) {
      callback(null, false, { message: 'Estado de autorização inválido.' });
      return;
    }
    this.redis.getdel(this.key(handle)).then(
      (raw) => {
        if (!raw) return callback(null, false, { message: 'Autorização expirada.' });
        const stored = JSON.parse(raw) as Stored;
        callback(null, stored.verifier, stored.state);
      },
      (error: Error) => callback(error),
    );
  }

  private key(handle: string): string {
    return `${this.prefix}:oauth-state:${handle}`;
  }
}

export const OAUTH_COOKIE = 'sampleteca_oauth';
export const OAUTH_COOKIE_PATH = '/api/auth/callback';
