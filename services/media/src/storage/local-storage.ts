import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_PREFIX } from '@sampleteca/runtime';
import {
  assertValidRange,
  assertValidStorageKey,
  contentTypeOf,
  signingWindow,
  type GetOptions,
  type ObjectStat,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';
import type { UrlSigner } from './url-signer';

/** Where the local driver's files are served (MediaFilesController). */
const LOCAL_FILES_PATH = `${API_PREFIX}/media/files`;

/**
 * Files in a directory of this machine (MEDIA_LOCAL_DIR), served by the API itself through
 * links signed with MEDIA_URL_SECRET. For one machine; with several pods use S3.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(
    readonly root: string,
    private readonly signer: UrlSigner,
    private readonly ttlSeconds: number,
  ) {}

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const draft = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) {
        const handle = await open(draft, 'wx', 0o644);
        try {
          await handle.writeFile(body);
        } finally {
          await handle.close();
        }
      } else {
        await pipeline(body, createWriteStream(draft, { flags: 'wx', mode: 0o644 }));
      }
      await rename(draft, path);
    } catch (error) {
      await rm(draft, { force: true });
      throw error;
    }
  }

  async get(key: string, options: GetOptions = {}): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    assertValidRange(options.range);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    const { range } = options;
    if (range && range.end >= stats.size) {
      await handle.close();
      throw new RangeError(`intervalo ${range.start}-${range.end} além do fim de ${key} (${stats.size} bytes)`);
    }
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { body, contentType: contentTypeOf(key), size: stats.size };
  }

  async stat(key: string): Promise<ObjectStat | undefined> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size, contentType: contentTypeOf(key) } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string): Promise<string> {
    assertValidStorageKey(key);
    const { expiresAt } = signingWindow(this.ttlSeconds);
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${LOCAL_FILES_PATH}/${path}?expires=${expiresAt}&signature=${this.signer.sign(key, expiresAt)}`;
  }

  /** Whether a request for `key` carries a valid, unexpired signature. */
  verify(key: string, expires: unknown, signature: unknown): boolean {
    return this.signer.verify(key, expires, signature);
  }
}

function isMissing(error: unknown): boolean {
  return ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
}
