import { createSecretKey, type KeyObject } from 'node:crypto';

/** A process signs with one or two secrets; the bound only guards against a caller making a new Buffer per call. */
const MAX_KEYS = 16;
const keys = new Map<string | Buffer, KeyObject>();

/**
 * The link-signing secret as a KeyObject, made once. Handing createHmac the raw Buffer makes
 * Node check and copy it on every call: ~1 µs each, but 20 previews a page at hundreds of pages
 * a second made it a twentieth of the API's CPU under load (a --cpu-prof of bench/load).
 */
export function signingKey(secret: string | Buffer): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(secret, key);
  }
  return key;
}
