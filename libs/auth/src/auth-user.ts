import type { Role } from './roles.decorator';

/** The signed-in user as the access token describes it (DESIGN §7 claims). */
export type AuthUser = {
  id: string;
  email: string;
  role: Role;
  provider: string;
  /** The sign-in (session) this token belongs to; sign-out scopes are relative to it. */
  sessionId?: string;
  /** When the access token expires (ms since the epoch): a long-lived answer (a stream) ends there. */
  expiresAt?: number;
};

export type AccessTokenClaims = {
  sub: string;
  email: string;
  role: Role;
  provider: string;
  sid?: string;
  exp?: number;
};

export function toAuthUser(claims: AccessTokenClaims): AuthUser {
  return {
    id: claims.sub,
    email: claims.email,
    role: claims.role === 'admin' ? 'admin' : 'user',
    provider: claims.provider,
    sessionId: claims.sid,
    ...(typeof claims.exp === 'number' && { expiresAt: claims.exp * 1000 }),
  };
}
