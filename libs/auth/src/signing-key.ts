import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type JWK,
  type CryptoKey,
} from 'jose';

export const ACCESS_TOKEN_ALGORITHM = 'ES256';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/**
 * The key identity signs access tokens with: JWT_PRIVATE_KEY when configured (production
 * requires it), else a development key generated once under JWT_KEYS_DIR and reused.
 */
export async function loadSigningKey(options: { privateKeyPem?: string; keysDir: string }): Promise<SigningKey> {
  const pem = options.privateKeyPem || (await readOrCreateDevKey(resolve(options.keysDir, 'access-token.pem')));
  const privateKey = await importPKCS8(pem, ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' } };
}

async function readOrCreateDevKey(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const pem = await exportPKCS8(privateKey);
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process wrote it first: use theirs so every token verifies.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(path, 'utf8');
    throw error;
  }
  await chmod(path, 0o600);
  return pem;
}
