import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { appendFile } from '@sampleteca/testing';

export { appendFile, type FilePart } from '@sampleteca/testing';

/** An image of one colour, as a PNG, that the token's holder uploads as a cover or an avatar: its id. */
export async function uploadPlainImage(
  platformUrl: string,
  token: string,
  image: { purpose: 'cover' | 'avatar'; width: number; height: number; colour: { r: number; g: number; b: number } },
): Promise<string> {
  const { width, height, colour } = image;
  const data = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('purpose', image.purpose);
  appendFile(form, { data, name: 'capa.png', type: 'image/png' });
  const response = await fetch(`${platformUrl}/api/media/images`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 201) throw new Error(`upload de imagem: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

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

/**
 * Checks an upload refused as the wizard shows it: the form's `message` (one per upload form),
 * and per refusal its status, media's code and the reason.
 */
export function refusals(message: string) {
  return async (response: Response, status: number, code: string, reason: string): Promise<void> => {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ statusCode: status, code, message, details: { reason } });
  };
}
