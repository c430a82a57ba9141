import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of `key` + expiry for links the local driver serves; the secret comes
 * from loadSharedUrlSecret (@sampleteca/config).
 */
export class UrlSigner {
  constructor(private readonly secret: Buffer) {}

  sign(key: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expiresAt}`).digest('base64url');
  }

  /** True when the signature is this key's and the expiry has not passed. */
  verify(key: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const expiresAt = Number(expires);
    if (expiresAt * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(key, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
