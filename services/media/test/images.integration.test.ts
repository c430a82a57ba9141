import { createHash, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { DEV_URL_SECRET_FILE } from '@sampleteca/config';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TestEnvironment, type TokenIssuer } from '@sampleteca/testing';
import { UrlSigner } from '../src/storage/url-signer';
import { MediaPlatform } from './support/media-platform';
import { appendFile, leftoverUploads, postWithoutLength, refusals, storedFiles } from './support/uploads';
import type { FilePart } from './support/uploads';

const UPLOAD_ERROR = 'Erro ao tentar fazer upload da imagem!';
const expectRefused = refusals(UPLOAD_ERROR);
const USER_ID = '5d6c7b8a-0000-4000-8000-00000000abcd';
const VISITOR_LIMIT = 3;
const TTL = 3600;
const WINDOW = 3600;

const media = new MediaPlatform();
let environment: TestEnvironment;
let platform: RunningPlatform;
let mediaDir: string;
let db: Client;
let identity: TokenIssuer;

const token = () => identity.accessToken({ id: USER_ID, email: 'ana@example.com', role: 'user' });

let lastIp = 0;
/** Each visitor test comes from its own address (the ingress's X-Forwarded-For), so limits do not mix. */
const visitorIp = () => `198.51.100.${++lastIp}`;

type UploadBody = { id: string; purpose: string; url: string; sizes: Record<string, string> };
type ErrorBody = { statusCode: number; code: string; message: string; details?: { reason?: string } };

function upload(
  parts: { purpose?: string; file?: FilePart },
  options: { bearer?: string; ip?: string } = {},
): Promise<Response> {
  const form = new FormData();
  if (parts.purpose !== undefined) form.append('purpose', parts.purpose);
  if (parts.file) appendFile(form, parts.file);
  return fetch(`${platform.url}/api/media/images`, {
    method: 'POST',
    body: form,
    headers: {
      'x-forwarded-for': options.ip ?? visitorIp(),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    },
  });
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 192, g: 57, b: 43 } } });
const png = (width = 800, height = 600) => image(width, height).png().toBuffer();
const jpeg = (width = 2000, height = 1000) => image(width, height).jpeg().toBuffer();

async function imageRows(): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM media.images ORDER BY created_at')).rows;
}

/** GET the stable URL without following: the signed link it points at. */
async function signedLocation(path: string): Promise<string> {
  const response = await fetch(`${platform.url}${path}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  return response.headers.get('location') as string;
}

beforeAll(async () => {
  await media.start('sampleteca-media-test-', {
    ROLES: 'api',
    MEDIA_VISITOR_UPLOAD_LIMIT: String(VISITOR_LIMIT),
    // Visitors are told apart by the address a trusted proxy forwards.
    TRUST_PROXY: 'loopback',
  });
  ({ environment, platform, identity, db, mediaDir } = media);
});

afterEach(async () => {
  await eventually(async () => expect(await leftoverUploads('sampleteca-image-upload-')).toEqual([]), 3000);
});

afterAll(() => media.stop());

test('a visitor uploads a PNG avatar: three square webps are stored, recorded and served by signed links', async () => {
  const data = await png(800, 600);
  const response = await upload({ purpose: 'avatar', file: { data, name: 'eu.png', type: 'image/png' } });
  expect(response.status).toBe(201);
  const body = (await response.json()) as UploadBody;
  const { id } = body;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body).toEqual({
    id,
    purpose: 'avatar',
    url: `/api/media/images/${id}`,
    sizes: {
      '96': `/api/media/images/${id}?size=96`,
      '256': `/api/media/images/${id}?size=256`,
      '512': `/api/media/images/${id}?size=512`,
    },
  });

  expect(await storedFiles(mediaDir)).toEqual(
    expect.arrayContaining([96, 256, 512].map((s) => `images/${id}/${s}.webp`)),
  );
  const [row] = (await imageRows()).filter((candidate) => candidate.id === id);
  expect(row).toMatchObject({
    purpose: 'avatar',
    owner_user_id: null,
    content_hash: createHash('sha256').update(data).digest('hex'),
    content_type: 'image/png',
    bytes: data.length,
    width: 800,
    height: 600,
  });
  expect(Object.keys(row.sizes as object).sort()).toEqual(['256', '512', '96']);
  expect(row.created_at).toBeInstanceOf(Date);

  for (const size of [96, 256, 512]) {
    const location = await signedLocation(body.sizes[size]);
    const match = /^\/api\/media\/files\/images\/[0-9a-f-]{36}\/(\d+)\.webp\?expires=(\d+)&signature=[\w-]+$/.exec(
      location,
    );
    expect(match?.[1]).toBe(String(size));
    const now = Math.floor(Date.now() / 1000);
    expect(Number(match?.[2])).toBeGreaterThan(now);
    expect(Number(match?.[2])).toBeLessThanOrEqual(now + TTL);

    const file = await fetch(`${platform.url}${location}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(file.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(TTL);
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
  }
  // Without ?size= the avatar's default size (256).
  expect(await signedLocation(body.url)).toContain(`/images/${id}/256.webp?`);
});

test('a signed-in user uploads a JPEG cover: 160, 640 and 1280 wide, kept in proportion, owned by the user', async () => {
  const response = await upload(
    { purpose: 'cover', file: { data: await jpeg(2000, 1000), name: 'capa.jpg', type: 'image/jpeg' } },
    { bearer: await token() },
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as UploadBody;
  expect(Object.keys(body.sizes).sort()).toEqual(['1280', '160', '640']);
  const [row] = (await imageRows()).filter((candidate) => candidate.id === body.id);
  expect(row).toMatchObject({ purpose: 'cover', owner_user_id: USER_ID, content_type: 'image/jpeg' });

  for (const [size, height] of [
    [160, 80],
    [640, 320],
    [1280, 640],
  ]) {
    const file = await fetch(`${platform.url}${await signedLocation(body.sizes[size])}`);
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: size, height });
  }
  expect(await signedLocation(body.url)).toContain(`/images/${body.id}/1280.webp?`);

  // The catalogue hears of it in the same commit: a sound of this user may name it from then on.
  const { rows } = await db.query(
    `SELECT envelope->'data' AS data FROM media.outbox_events
      WHERE type = 'media.image.uploaded' AND envelope->'data'->>'imageId' = $1`,
    [body.id],
  );
  expect(rows.map((event) => event.data)).toEqual([
    { imageId: body.id, ownerUserId: USER_ID, purpose: 'cover', uploadedAt: expect.any(String) },
  ]);
});

/** A PNG whose header says `width`×`height` (a few blank rows follow): tiny to send, huge to decode. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((1 + width * 3) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a 30000×30000 PNG is refused with the size message, read from its header, and nothing is stored', async () => {
  const filesBefore = await storedFiles(mediaDir);
  const rowsBefore = (await imageRows()).length;
  const response = await upload(
    { purpose: 'cover', file: { data: pngHeaderOnly(30_000, 30_000), name: 'enorme.png', type: 'image/png' } },
    { bearer: await token() },
  );
  await expectRefused(response, 413, 'IMAGE_TOO_LARGE', 'A imagem deve ter no máximo 40 megapixels.');
  expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  expect((await imageRows()).length).toBe(rowsBefore);
});

test('concurrent 40-megapixel uploads are decoded in turn: memory stays bounded and comes back', async () => {
  // 6400×6200 (39.7 MP) in one colour: 128 KB to send, ~120 MB of pixels once decoded.
  const big = await image(6400, 6200).png({ compressionLevel: 9 }).toBuffer();
  const send = async () => {
    const response = await upload(
      { purpose: 'cover', file: { data: big, name: 'grande.png', type: 'image/png' } },
      { bearer: await token() },
    );
    expect(response.status).toBe(201);
    return (await response.json()) as UploadBody;
  };
  const rss = () => process.memoryUsage().rss;
  // One alone first: what a single decode leaves behind is the baseline.
  await send();
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
  try {
    for (let round = 0; round < 2; round++) await Promise.all([send(), send(), send(), send()]);
  } finally {
    clearInterval(sampler);
  }
  const MB = 1024 * 1024;
  // Decoded all at once (three times each), the peak was ~270 MB higher and nearly all of it stayed;
  // in turn, once each, ~100 MB and ~70 MB.
  expect(Math.round((peak - baseline) / MB)).toBeLessThan(200);
  // Memory comes back as the decoders release it: waited for, not slept on. Decoded all at once
  // ~270 MB stayed; in turn ~70 MB alone, 152 once beside the whole suite (the process holds the
  // platform too): 180 tells the two apart.
  await eventually(() => expect(Math.round((rss() - baseline) / MB)).toBeLessThan(180), 10_000);
}, 60_000);

test('WebP, GIF and AVIF are accepted too, whatever name and type the browser gives them', async () => {
  const sources = {
    webp: await image(300, 200).webp().toBuffer(),
    gif: await image(300, 200).gif().toBuffer(),
    avif: await image(300, 200).avif().toBuffer(),
  };
  for (const [format, data] of Object.entries(sources)) {
    const response = await upload({
      purpose: 'avatar',
      file: { data, name: 'arquivo.bin', type: 'application/octet-stream' },
    });
    expect({ format, status: response.status }).toEqual({ format, status: 201 });
    const { id } = (await response.json()) as UploadBody;
    const [row] = (await imageRows()).filter((candidate) => candidate.id === id);
    expect(row.content_type).toBe(`image/${format}`);
  }
});

test('the purpose may also come after the file', async () => {
  const form = new FormData();
  appendFile(form, { data: await png(300, 300), name: 'a.png', type: 'image/png' });
  form.append('purpose', 'cover');
  const response = await fetch(`${platform.url}/api/media/images`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': visitorIp() },
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as UploadBody;
  expect(body.purpose).toBe('cover');
  // Covers are never enlarged: a 300 px image stays 300 px wide in both sizes.
  const file = await fetch(`${platform.url}${await signedLocation(body.sizes['1280'])}`);
  expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 300 });
});

test('a text file named .png is refused with 415 in Portuguese, and nothing is stored', async () => {
  const filesBefore = await storedFiles(mediaDir);
  const rowsBefore = (await imageRows()).length;
  const response = await upload({
    purpose: 'avatar',
    file: { data: Buffer.from('isto não é uma imagem\n'.repeat(400)), name: 'foto.png', type: 'image/png' },
  });
  await expectRefused(
    response,
    415,
    'IMAGE_TYPE_NOT_ALLOWED',
    'Formato não aceito: envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.',
  );
  expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  expect((await imageRows()).length).toBe(rowsBefore);
});

test('an upload over MEDIA_IMAGE_MAX_BYTES (5 MB) is refused with 413, declared or streamed, and nothing is stored', async () => {
  const filesBefore = await storedFiles(mediaDir);
  const rowsBefore = (await imageRows()).length;
  // A real JPEG with 6 MB after it: the type passes, the size does not.
  const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(6 * 1024 * 1024)]);

  const declared = await upload({ purpose: 'avatar', file: { data: big, name: 'grande.jpg', type: 'image/jpeg' } });
  await expectRefused(declared, 413, 'IMAGE_TOO_LARGE', 'A imagem deve ter no máximo 5 MB.');

  // Without Content-Length the limit is found while the file streams in.
  const form = new FormData();
  form.append('purpose', 'avatar');
  appendFile(form, { data: big, name: 'grande.jpg', type: 'image/jpeg' });
  const streamed = await postWithoutLength(`${platform.url}/api/media/images`, form, {
    'x-forwarded-for': visitorIp(),
  });
  expect(streamed.status).toBe(413);
  expect(((await streamed.json()) as ErrorBody).code).toBe('IMAGE_TOO_LARGE');

  expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  expect((await imageRows()).length).toBe(rowsBefore);
});

test('a damaged image, a missing file or an unknown purpose is refused with the reason, and nothing is stored', async () => {
  const filesBefore = await storedFiles(mediaDir);
  const rowsBefore = (await imageRows()).length;
  const good = await png(400, 400);
  const damaged = Buffer.concat([good.subarray(0, 64), Buffer.alloc(8192, 0x5a)]);

  const broken = await upload({ purpose: 'avatar', file: { data: damaged, name: 'a.png', type: 'image/png' } });
  expect(broken.status).toBe(422);
  expect(await broken.json()).toMatchObject({ code: 'IMAGE_UNREADABLE', message: UPLOAD_ERROR });

  const noFile = await upload({ purpose: 'avatar' });
  expect(noFile.status).toBe(400);
  expect(await noFile.json()).toMatchObject({ code: 'IMAGE_UPLOAD_INVALID', message: UPLOAD_ERROR });

  const badPurpose = await upload({ purpose: 'banner', file: { data: good, name: 'a.png', type: 'image/png' } });
  expect(badPurpose.status).toBe(400);
  expect(await badPurpose.json()).toEqual({
    statusCode: 400,
    code: 'IMAGE_UPLOAD_INVALID',
    message: UPLOAD_ERROR,
    details: {
      reason: 'Finalidade inválida: use avatar ou cover.',
      fields: [{ field: 'purpose', messages: ['A finalidade deve ser avatar ou cover.'] }],
    },
  });

  // A text field gets the input guard's rule too (it never sees a streamed form): a NUL is refused as such.
  const nul = await upload({ purpose: 'avatar\u0000', file: { data: good, name: 'a.png', type: 'image/png' } });
  expect(nul.status).toBe(400);
  expect(await nul.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'A requisição contém um caractere nulo, que não é aceito.',
  });

  const twoFiles = new FormData();
  twoFiles.append('purpose', 'avatar');
  appendFile(twoFiles, { data: good, name: 'a.png', type: 'image/png' });
  appendFile(twoFiles, { data: good, name: 'b.png', type: 'image/png' });
  const both = await fetch(`${platform.url}/api/media/images`, {
    method: 'POST',
    body: twoFiles,
    headers: { 'x-forwarded-for': visitorIp() },
  });
  expect(both.status).toBe(400);
  expect(await both.json()).toMatchObject({
    code: 'IMAGE_UPLOAD_INVALID',
    details: { reason: 'Envie um único arquivo, no campo "file".' },
  });

  const notMultipart = await fetch(`${platform.url}/api/media/images`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
    body: JSON.stringify({ purpose: 'avatar' }),
  });
  expect(notMultipart.status).toBe(400);
  expect(await notMultipart.json()).toMatchObject({ code: 'IMAGE_UPLOAD_INVALID', message: UPLOAD_ERROR });

  expect(await storedFiles(mediaDir)).toEqual(filesBefore);
  expect((await imageRows()).length).toBe(rowsBefore);
});

test('a tampered, re-pointed or expired link answers 403', async () => {
  const response = await upload({ purpose: 'avatar', file: { data: await png(), name: 'a.png', type: 'image/png' } });
  const body = (await response.json()) as UploadBody;
  const location = await signedLocation(body.sizes['96']);
  const forbidden = {
    statusCode: 403,
    code: 'MEDIA_LINK_INVALID',
    message: 'Link expirado ou inválido.',
  };
  const url = new URL(location, platform.url);
  const signature = url.searchParams.get('signature') as string;

  const tampered = new URL(url);
  tampered.searchParams.set('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`);
  const longer = new URL(url);
  longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  const otherFile = new URL(url.toString().replace('/96.webp', '/512.webp'));
  const unsigned = new URL(url.pathname, platform.url);

  // Correctly signed, but for a time already past (the secret the dev run keeps under JWT_KEYS_DIR).
  const secret = await readFile(join(environment.env.JWT_KEYS_DIR, DEV_URL_SECRET_FILE), 'utf8');
  const key = `images/${body.id}/96.webp`;
  const past = Math.floor(Date.now() / 1000) - 10;
  const expired = new URL(
    `/api/media/files/${key}?expires=${past}&signature=${new UrlSigner(Buffer.from(secret.trim())).sign(key, past)}`,
    platform.url,
  );

  for (const bad of [tampered, longer, otherFile, unsigned, expired]) {
    const answer = await fetch(bad);
    expect({ url: bad.toString(), status: answer.status }).toEqual({ url: bad.toString(), status: 403 });
    expect(await answer.json()).toEqual(forbidden);
  }
  expect((await fetch(url)).status).toBe(200);
});

test('unknown images answer 404 and sizes an image does not have (or no image has) answer 400', async () => {
  for (const id of [randomUUID(), 'nao-e-um-id']) {
    const response = await fetch(`${platform.url}/api/media/images/${id}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      code: 'IMAGE_NOT_FOUND',
      message: 'Imagem não encontrada.',
    });
  }
  const uploaded = await upload({ purpose: 'avatar', file: { data: await png(), name: 'a.png', type: 'image/png' } });
  const { id } = (await uploaded.json()) as UploadBody;
  const wrongSize = await fetch(`${platform.url}/api/media/images/${id}?size=640`, { redirect: 'manual' });
  expect(wrongSize.status).toBe(400);
  expect(await wrongSize.json()).toMatchObject({
    code: 'IMAGE_SIZE_NOT_AVAILABLE',
    details: { sizes: [96, 256, 512] },
  });
  // A size no image has is refused before the image is looked up, as every number the API takes.
  for (const size of ['2147483648', '1e20', '-96', 'grande']) {
    const refused = await fetch(`${platform.url}/api/media/images/${id}?size=${size}`, { redirect: 'manual' });
    expect({ size, status: refused.status, body: await refused.json() }).toEqual({
      size,
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Dados inválidos. Verifique os campos destacados.',
        details: { fields: [{ field: 'size', messages: ['Tamanho indisponível: use 96, 160, 256, 512, 640, 1280.'] }] },
      },
    });
  }
});

test('visitors are limited per IP with the seconds really left; other IPs and signed-in users are not', async () => {
  const ip = '203.0.113.50';
  const file = { data: await png(200, 200), name: 'a.png', type: 'image/png' };
  for (let attempt = 0; attempt < VISITOR_LIMIT; attempt += 1) {
    expect((await upload({ purpose: 'avatar', file }, { ip })).status).toBe(201);
  }
  const filesBefore = await storedFiles(mediaDir);
  const limited = await upload({ purpose: 'avatar', file }, { ip });
  expect(limited.status).toBe(429);
  const body = (await limited.json()) as ErrorBody & { details: { retryAfterSeconds: number } };
  const seconds = body.details.retryAfterSeconds;
  // The hour's wait in words; Retry-After keeps the exact seconds.
  expect(body.message).toBe('Por questões de segurança, tente novamente em cerca de 1 hora');
  expect(seconds).toBeGreaterThan(WINDOW - 30);
  expect(seconds).toBeLessThanOrEqual(WINDOW);
  expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', details: { retryAfterSeconds: seconds } });
  expect(limited.headers.get('retry-after')).toBe(String(seconds));
  expect(await storedFiles(mediaDir)).toEqual(filesBefore);

  // The count lives in Redis under the run's prefix (shared by every api pod).
  const { Redis } = await import('ioredis');
  const redis = new Redis(environment.env.REDIS_URL);
  try {
    const key = `${environment.env.REDIS_PREFIX}:media:image-uploads:visitor:${ip}`;
    expect(Number(await redis.get(key))).toBeGreaterThan(VISITOR_LIMIT);
    expect(await redis.ttl(key)).toBeGreaterThan(WINDOW - 30);
  } finally {
    redis.disconnect();
  }

  expect((await upload({ purpose: 'avatar', file }, { ip: '203.0.113.51' })).status).toBe(201);
  expect((await upload({ purpose: 'avatar', file }, { ip, bearer: await token() })).status).toBe(201);
});

test('signed links stay valid after a restart (the development secret is kept on disk)', async () => {
  const response = await upload({ purpose: 'avatar', file: { data: await png(), name: 'a.png', type: 'image/png' } });
  const body = (await response.json()) as UploadBody;
  const location = await signedLocation(body.sizes['96']);
  // Through the harness, so that its stop closes the new process too (a local one kept Jest alive).
  platform = await media.restart();
  expect((await fetch(`${platform.url}${location}`)).status).toBe(200);
});
