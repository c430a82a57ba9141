import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims } from './auth-user';

/**
 * Access tokens whose signature, issuer and audience were verified, by their exact text (the
 * signature included), each until its own `exp`. A browser sends the same token for its whole
 * life, and decoding and verifying it (ES256) was ~7 % of an authenticated list's CPU. Only the
 * verification is remembered: JwtStrategy still asks the revocation list on every request, so a
 * sign-out ends the token at once as before. Bounded, least recently used first out.
 */
export class VerifiedTokens {
  private readonly claims = new LRUCache<string, AccessTokenClaims & { exp: number }>({ max: 10_000 });

  /** The claims of a token verified before and not expired since, else undefined. */
  get(token: string, now = Date.now()): AccessTokenClaims | undefined {
    const claims = this.claims.get(token);
    if (claims && claims.exp * 1000 > now) return claims;
    if (claims) this.claims.delete(token);
    return undefined;
  }

  /** Remembers a verified token; one without an expiry is not kept (it would be trusted forever). */
  remember(token: string, claims: AccessTokenClaims & { exp?: number }): void {
    if (typeof claims.exp === 'number') this.claims.set(token, { ...claims, exp: claims.exp });
  }
}
