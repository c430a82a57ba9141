import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { S3Storage, type S3Settings } from './s3-storage';
import { signingWindow } from './storage';

// No MinIO on the test machine: the driver talks to a minimal S3 stand-in (path-style PUT, GET
// with or without a Range, HEAD, DELETE, multipart uploads), enough to check what the adapter
// sends; presigning needs no server at all.

type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer };

let server: Server;
let endpoint: string;
const received: Received[] = [];
const objects = new Map<string, { body: Buffer; contentType: string }>();
/** Multipart uploads in progress, and those aborted. */
const multipart = new Map<string, { path: string; parts: Map<number, Buffer>; contentType: string }>();
const aborted: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    received.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks) });
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'POST' && url.searchParams.has('uploads')) {
      // CreateMultipartUpload
      const id = `upload-${multipart.size + 1}`;
      multipart.set(id, { path, parts: new Map(), contentType: String(request.headers['content-type']) });
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>sampleteca</Bucket>` +
          `<Key>${path}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    } else if (request.method === 'PUT' && uploadId) {
      // UploadPart
      multipart.get(uploadId)?.parts.set(Number(url.searchParams.get('partNumber')), Buffer.concat(chunks));
      response.writeHead(200, { etag: `"part-${url.searchParams.get('partNumber')}"` }).end();
    } else if (request.method === 'POST' && uploadId) {
      // CompleteMultipartUpload
      const upload = multipart.get(uploadId)!;
      const body = Buffer.concat([...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));
      objects.set(upload.path, { body, contentType: upload.contentType });
      multipart.delete(uploadId);
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Bucket>sampleteca</Bucket>` +
          `<Key>${upload.path}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      );
    } else if (request.method === 'DELETE' && uploadId) {
      // AbortMultipartUpload
      multipart.delete(uploadId);
      aborted.push(uploadId);
      response.writeHead(204).end();
    } else if (request.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
      response.writeHead(200, { etag: '"abc"' }).end();
    } else if ((request.method === 'GET' || request.method === 'HEAD') && objects.has(path)) {
      const object = objects.get(path)!;
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const part = object.body.subarray(start, Number(range[2]) + 1);
        response.writeHead(206, {
          'content-type': object.contentType,
          'content-length': part.length,
          'content-range': `bytes ${start}-${start + part.length - 1}/${object.body.length}`,
        });
        response.end(part);
      } else {
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        response.end(object.body);
      }
    } else if (request.method === 'GET' || request.method === 'HEAD') {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
          '<Message>The specified key does not exist.</Message><RequestId>1</RequestId></Error>',
      );
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint,
  publicEndpoint: '',
  region: 'us-east-1',
  bucket: 'sampleteca',
  accessKeyId: 'AKIDMEDIATEST',
  secretAccessKey: 'segredo-de-teste',
  forcePathStyle: true,
  ttlSeconds: 3600,
  ...overrides,
});

test('put, get and delete go to /<bucket>/<key>, signed, with the content type', async () => {
  const storage = new S3Storage(settings());
  try {
    const body = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('images/abc/96.webp', body, { contentType: 'image/webp' });
    const put = received.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: '/sampleteca/images/abc/96.webp', body });
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDMEDIATEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
    );

    const object = await storage.get('images/abc/96.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(body.length);
    expect(await text(object!.body)).toBe(body.toString());

    expect(await storage.get('images/abc/nada.webp')).toBeUndefined();

    await storage.delete('images/abc/96.webp');
    expect(received.at(-1)).toMatchObject({ method: 'DELETE', path: '/sampleteca/images/abc/96.webp' });
    expect(await storage.get('images/abc/96.webp')).toBeUndefined();
  } finally {
    storage.onApplicationShutdown();
  }
});

test('a range of an object is a GET with a Range header; its size and type alone are a HEAD', async () => {
  const storage = new S3Storage(settings());
  try {
    await storage.put('audio/x/preview.mp3', Buffer.from('0123456789'), { contentType: 'audio/mpeg' });
    expect(await storage.stat('audio/x/preview.mp3')).toEqual({ size: 10, contentType: 'audio/mpeg' });
    expect(received.at(-1)).toMatchObject({ method: 'HEAD', path: '/sampleteca/audio/x/preview.mp3' });
    expect(await storage.stat('audio/x/nada.mp3')).toBeUndefined();

    const part = await storage.get('audio/x/preview.mp3', { range: { start: 2, end: 5 } });
    expect(received.at(-1)).toMatchObject({ method: 'GET', path: '/sampleteca/audio/x/preview.mp3' });
    expect(received.at(-1)?.headers.range).toBe('bytes=2-5');
    // The size is the whole object's, as with the local driver.
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');
  } finally {
    storage.onApplicationShutdown();
  }
});

test('a stream of unknown length (an upload as it arrives) goes up in 8 MiB parts and is stored whole', async () => {
  const storage = new S3Storage(settings());
  try {
    const size = 20 * 1024 * 1024 + 123;
    const source = Buffer.alloc(size);
    for (let index = 0; index < size; index += 4096) source[index] = index % 251;
    const chunks = Array.from({ length: Math.ceil(size / 65_536) }, (_, index) =>
      source.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const before = received.length;
    await storage.put('audio/grande/original.wav', Readable.from(chunks), { contentType: 'audio/wav' });

    const parts = received.slice(before).filter((request) => request.method === 'PUT');
    // Two parts go up at once, so they may arrive in any order; the stored file says they fit together.
    const sizes = parts.map((part) => part.body.length).sort((a, b) => b - a);
    expect(sizes).toEqual([8 * 1024 * 1024, 8 * 1024 * 1024, 4 * 1024 * 1024 + 123]);
    const stored = await storage.get('audio/grande/original.wav');
    expect(stored?.contentType).toBe('audio/wav');
    expect(Buffer.concat(await stored!.body.toArray()).equals(source)).toBe(true);
  } finally {
    storage.onApplicationShutdown();
  }
});

test('a stream that fails half way aborts its multipart upload: no object, no parts left', async () => {
  const storage = new S3Storage(settings());
  try {
    async function* cutShort() {
      yield Buffer.alloc(9 * 1024 * 1024, 1);
      throw new Error('conexão do cliente caiu');
    }
    await expect(
      storage.put('audio/cortado/original.wav', Readable.from(cutShort()), { contentType: 'audio/wav' }),
    ).rejects.toThrow();
    expect(aborted).toHaveLength(1);
    expect(multipart.size).toBe(0);
    expect(await storage.get('audio/cortado/original.wav')).toBeUndefined();
  } finally {
    storage.onApplicationShutdown();
  }
});

test('keys that could escape their place are refused before any request', async () => {
  const storage = new S3Storage(settings());
  try {
    const before = received.length;
    await expect(storage.put('../fora.webp', Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow(
      'chave de armazenamento inválida',
    );
    await expect(storage.signedUrl('/images/x.webp')).rejects.toThrow('chave de armazenamento inválida');
    expect(received.length).toBe(before);
  } finally {
    storage.onApplicationShutdown();
  }
});

test('presigned GETs use the public endpoint, last the TTL and stay the same within a window', async () => {
  const storage = new S3Storage(
    settings({ endpoint: 'http://minio:9000', publicEndpoint: 'https://files.example.com' }),
  );
  try {
    const windowBefore = signingWindow(3600).signedAt;
    const first = new URL(await storage.signedUrl('images/abc/256.webp'));
    const second = await storage.signedUrl('images/abc/256.webp');
    const windowAfter = signingWindow(3600).signedAt;
    expect(first.origin).toBe('https://files.example.com');
    expect(first.pathname).toBe('/sampleteca/images/abc/256.webp');
    expect(first.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(first.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(first.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDMEDIATEST\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(first.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const amzDate = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect([amzDate(windowBefore), amzDate(windowAfter)]).toContain(first.searchParams.get('X-Amz-Date'));
    // Unless this test straddled the edge of a window, asking again gives the very same URL.
    if (windowBefore === windowAfter) expect(second).toBe(first.toString());
  } finally {
    storage.onApplicationShutdown();
  }
});

test('without an endpoint it presigns for AWS, bucket as subdomain unless path style is forced', async () => {
  const storage = new S3Storage(settings({ endpoint: '', forcePathStyle: false, region: 'sa-east-1' }));
  try {
    const url = new URL(await storage.signedUrl('images/abc/96.webp'));
    expect(url.host).toBe('sampleteca.s3.sa-east-1.amazonaws.com');
    expect(url.pathname).toBe('/images/abc/96.webp');
  } finally {
    storage.onApplicationShutdown();
  }
});
