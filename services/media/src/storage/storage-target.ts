import { PassThrough } from 'node:stream';
import type { FileTarget } from '../common/multipart-file.receiver';
import type { Storage } from './storage';

/**
 * An upload written straight into storage under `key` as it arrives (S3: in parts). Discarding
 * it stops the write, which leaves nothing behind, and removes the object if it was complete.
 */
export function storageTarget(storage: Storage, key: string, contentType: string): FileTarget {
  const writable = new PassThrough();
  const kept = storage.put(key, writable, { contentType });
  kept.catch(() => undefined); // awaited by the receiver; a discarded upload's rejection is expected
  return {
    writable,
    kept,
    discard: async () => {
      writable.destroy();
      await kept.catch(() => undefined);
      await storage.delete(key);
    },
  };
}
