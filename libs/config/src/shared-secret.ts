import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Provider } from '@nestjs/common';
import { CONFIG } from './config.module';
import { ConfigError, type Config } from './load-config';

export const MIN_URL_SECRET_LENGTH = 32;
export const DEV_URL_SECRET_FILE = 'media-url.key';

/**
 * The secret of media's links (the local driver's file links, download grants): MEDIA_URL_SECRET
 * when set, else a random one kept in a file under the keys directory, so links survive
 * restarts and every process on the machine (media and the catalogue) signs alike.
 */
export async function loadUrlSecret(options: { configured: string; keysDir: string }): Promise<Buffer> {
  if (options.configured) return Buffer.from(options.configured, 'utf8');
  const path = resolve(options.keysDir, DEV_URL_SECRET_FILE);
  return Buffer.from(await readOrCreateSecret(path), 'utf8');
}

/**
 * loadUrlSecret with MEDIA_URL_SECRET checked: long enough, and set in production, where a
 * generated one would differ per pod and vanish with it.
 */
export async function loadSharedUrlSecret(config: Config): Promise<Buffer> {
  if (config.isProduction && !config.MEDIA_URL_SECRET) {
    throw new ConfigError(['MEDIA_URL_SECRET: obrigatório em produção (assina os links de arquivos e de download)']);
  }
  if (config.MEDIA_URL_SECRET && config.MEDIA_URL_SECRET.length < MIN_URL_SECRET_LENGTH) {
    throw new ConfigError([`MEDIA_URL_SECRET: deve ter ao menos ${MIN_URL_SECRET_LENGTH} caracteres`]);
  }
  return loadUrlSecret({ configured: config.MEDIA_URL_SECRET, keysDir: config.JWT_KEYS_DIR });
}

/** Injection token of the shared secret (a Buffer), for `@Inject(URL_SECRET)`. */
export const URL_SECRET = Symbol('MEDIA_URL_SECRET');

export const urlSecretProvider: Provider = { provide: URL_SECRET, inject: [CONFIG], useFactory: loadSharedUrlSecret };

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
