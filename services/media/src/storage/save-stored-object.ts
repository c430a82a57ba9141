import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

/**
 * Streams a stored object into `dir`, named as its key ends (ffmpeg seeks in some formats, e.g.
 * MP4, and reads the extension); answers the file's path, or undefined when nothing is stored.
 */
export async function saveStoredObject(storage: Storage, key: string, dir: string): Promise<string | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const path = join(dir, key.slice(key.lastIndexOf('/') + 1));
  await pipeline(object.body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return path;
}
