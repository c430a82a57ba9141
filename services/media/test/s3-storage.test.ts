import { createServer, type IncomingMessage, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import { S3Storage, type S3Settings } from '../src/storage/s3-storage';
import { signingWindow } from '../src/storage/storage';

// No MinIO on the test machine: the driver talks to a minimal S3 stand-in (path-style PUT, GET
// with or without a Range, HEAD, DELETE), enough to check what the adapter sends; presigning needs no server at all.

type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer };

let server: Server;
let endpoint: string;
const received: Received[] = [];
const objects = new Map<string, { body: Buffer; contentType: string }>();

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    received.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks) });
    if (request.method === 'PUT') {
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
