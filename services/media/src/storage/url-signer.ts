import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

export const MIN_URL_SECRET_LENGTH = 32;
export const DEV_URL_SECRET_FILE = 'media-url.key';

/** HMAC-SHA256 signatures of `key` + expiry for links the local driver serves. */
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

/**
 * The secret of the local driver's links: MEDIA_URL_SECRET when set, else (outside production)
 * a random one kept in a file under the keys directory, so links survive restarts and every
 * process on the machine signs alike.
 */
export async function loadUrlSecret(options: { configured: string; keysDir: string }): Promise<Buffer> {
  if (options.configured) return Buffer.from(options.configured, 'utf8');
  const path = resolve(options.keysDir, DEV_URL_SECRET_FILE);
  return Buffer.from(await readOrCreateSecret(path), 'utf8');
}

async function readOrCreateSecret(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(dirname(path), { recursive: true });
  // Written aside, then linked into place: another process sees no file or the whole file.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await link(draft, path);
    return secret;
  } catch (error) {
    // Another process got there first: use theirs so its links verify here too.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(path, 'utf8')).trim();
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}
