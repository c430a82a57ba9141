import type { Readable } from 'node:stream';

/** Injection token of the one Storage this process uses (MEDIA_STORAGE_DRIVER picks it). */
export const STORAGE = Symbol('MEDIA_STORAGE');

export type StorageDriver = 'local' | 's3';

export type PutOptions = {
  contentType: string;
  /** A stream's length when known (one request to S3); without it the stream goes up in parts. */
  contentLength?: number;
};

/** Inclusive byte offsets, as in `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

export type GetOptions = {
  /** Only these bytes (within the object: check its size with stat() first). */
  range?: ByteRange;
};

export type StoredObject = {
  /** The object's content, or the range asked for. */
  body: Readable;
  contentType: string;
  /** Size of the whole object, even when the body is a range of it. */
  size?: number;
};

export type ObjectStat = { size: number; contentType: string };

/**
 * Where media files live. Keys are relative paths (`images/<id>/256.webp`); callers never
 * see the driver's paths or buckets, only keys and signed URLs.
 */
export interface Storage {
  readonly driver: StorageDriver;
  /**
   * Writes (or replaces) the object whole: readers never see a half-written file. A stream
   * without contentLength is stored as it arrives, never held whole (S3: a multipart upload);
   * if it fails or is destroyed nothing is left under the key.
   */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object's content (or a range of it), or undefined when there is none under that key. */
  get(key: string, options?: GetOptions): Promise<StoredObject | undefined>;
  /** The object's size and type without its content, or undefined when there is none. */
  stat(key: string): Promise<ObjectStat | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A URL that serves the object without a token until it expires (see signingWindow). */
  signedUrl(key: string): Promise<string>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`chave de armazenamento inválida: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Keys are plain relative paths: no `..`, no leading dot or slash, nothing a shell or URL would bend. */
export function isValidStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

export function assertValidRange(range: ByteRange | undefined): void {
  if (
    range &&
    !(
      Number.isSafeInteger(range.start) &&
      Number.isSafeInteger(range.end) &&
      range.start >= 0 &&
      range.end >= range.start
    )
  ) {
    throw new RangeError(`intervalo de bytes inválido: ${JSON.stringify(range)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  json: 'application/json',
};

/** The Content-Type a key is served with, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Signed URLs are issued per window rather than per request: every URL signed in the same
 * quarter of the TTL is the same URL, so browsers and proxies can cache the file. A URL is
 * valid from `signedAt` until `expiresAt` (= signedAt + TTL), so from the moment it is handed
 * out it stays valid for at least three quarters of the TTL and never longer than the TTL.
 */
export function signingWindow(ttlSeconds: number, now = Date.now()): { signedAt: number; expiresAt: number } {
  const step = Math.max(1, Math.floor(ttlSeconds / 4));
  const signedAt = Math.floor(now / 1000 / step) * step;
  return { signedAt, expiresAt: signedAt + ttlSeconds };
}
