import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { appendFile, type FilePart } from '@sampleteca/testing';

/**
 * Posts a form as a stream, so no Content-Length goes with it: an oversized file can then only
 * be refused while it arrives, not on the declared length.
 */
export async function postWithoutLength(
  url: string,
  form: FormData,
  headers: Record<string, string>,
): Promise<Response> {
  const encoded = new Request('http://x', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const chunkBytes = 64 * 1024;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += chunkBytes)
        controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      controller.close();
    },
  });
  return fetch(url, {
    method: 'POST',
    body: stream,
    headers: { 'content-type': encoded.headers.get('content-type') as string, ...headers },
    duplex: 'half',
  } as RequestInit);
}

/** Every file the local storage holds, relative to its directory. */
export async function storedFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1))
    .sort();
}

/** Uploads wait in the OS temp directory while they are checked; none may stay behind. */
export async function leftoverUploads(tempFilePrefix: string): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith(tempFilePrefix));
}
