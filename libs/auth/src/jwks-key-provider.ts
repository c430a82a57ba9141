import { KeyObject, webcrypto } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader } from 'jose';

// passport-jwt's types say string | Buffer, but jsonwebtoken verifies with a KeyObject too.
type KeyCallback = (error: unknown, key?: string | Buffer) => void;

/**
 * jose hands back the same CryptoKey per `kid` from its cache; converting it is done once, not
 * per request (the conversion showed in a profile of the API under load).
 */
const keyObjects = new WeakMap<webcrypto.CryptoKey, KeyObject>();
function keyObjectOf(key: webcrypto.CryptoKey): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = KeyObject.from(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

/**
 * passport-jwt's `secretOrKeyProvider` backed by jose's remote JWKS (cached, refetched when
 * an unknown `kid` appears, so identity can rotate keys).
 */
export function jwksKeyProvider(jwksUrl: string) {
  const keySet = createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30 * 1000 });
  return (_request: unknown, rawToken: string, done: KeyCallback): void => {
    (async () => {
      const header = decodeProtectedHeader(rawToken);
      const key = await keySet(header, { payload: '', signature: '' } as never);
      return keyObjectOf(key as webcrypto.CryptoKey);
    })().then(
      (key) => done(null, key as unknown as Buffer),
      (error: Error) => done(error),
    );
  };
}
