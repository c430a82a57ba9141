/**
 * What an authenticated page of the API must do whatever framework serves it, done with the
 * platform's own parts: the ES256 access token verified (jsonwebtoken on the key identity
 * publishes, as the API's JwtStrategy does), its session looked up in the revocation list
 * (SessionRevocationsStore, Redis), and the JSON compressed as the browser asks, with the
 * API's rules (brotli at the quality and window compress-responses.ts sets, in one call as the API compresses a whole answer, else gzip, nothing under 1 KB:
 * `compression`'s defaults).
 */
import { KeyObject } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createRemoteJWKSet, decodeProtectedHeader } from 'jose';
import jwt from 'jsonwebtoken';

const THRESHOLD = 1024;

export async function essentialWork(platformUrl) {
  const { loadConfig } = await import('../../libs/config/dist/index.js');
  const { SessionRevocationsStore } = await import('../../libs/auth/dist/session-revocations.store.js');
  const { BROTLI_OPTIONS: brotliOptions } = await import('../../libs/runtime/dist/compress-responses.js');
  const config = loadConfig({ ...process.env, JWKS_URL: `${platformUrl}/api/auth/jwks.json` });
  const keySet = createRemoteJWKSet(new URL(config.jwksUrl));
  const keys = new Map();
  const keyOf = async (token) => {
    const header = decodeProtectedHeader(token);
    if (!keys.has(header.kid)) keys.set(header.kid, KeyObject.from(await keySet(header)));
    return keys.get(header.kid);
  };
  const revocations = new SessionRevocationsStore(config);
  const verifying = { algorithms: ['ES256'], issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };

  return {
    /** The viewer's id, or undefined for a missing, bad, expired or revoked token. */
    async viewer(authorization) {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
      if (!token) return undefined;
      try {
        const claims = jwt.verify(token, await keyOf(token), verifying);
        if (!claims.sid || (await revocations.isRevoked(claims.sid))) return undefined;
        return claims.sub;
      } catch {
        return undefined;
      }
    },
    /** The body as the browser asked (`accept-encoding`), and its encoding if any. */
    async encode(json, acceptEncoding = '') {
      const body = Buffer.from(json);
      if (body.length < THRESHOLD) return { body };
      if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, brotliOptions), encoding: 'br' };
      if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
      return { body };
    },
    close: () => revocations.onApplicationShutdown(),
  };
}
