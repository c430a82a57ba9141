import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { parse } from 'content-disposition';
import { DEV_URL_SECRET_FILE, loadConfig, loadSharedUrlSecret, loadUrlSecret, ConfigError } from '@sampleteca/config';
import { signDownloadGrant, verifyDownloadGrant } from '@sampleteca/contracts';
import { downloadDisposition } from '../src/audio/download-disposition';
import { visitorKey } from '@sampleteca/http';
import { VisitorUploadLimiter } from '../src/images/visitor-upload.limiter';
import { LocalStorage } from '../src/storage/local-storage';
import { createStorage } from '../src/storage/storage.providers';
import { isValidStorageKey, signingWindow } from '../src/storage/storage';
import { UrlSigner } from '../src/storage/url-signer';

let keysDir: string;

beforeEach(async () => {
  keysDir = await mkdtemp(join(tmpdir(), 'sampleteca-media-keys-'));
});

afterEach(async () => {
  await rm(keysDir, { recursive: true, force: true });
});

test('a link is valid for its key until it expires, and for nothing else', () => {
  const signer = new UrlSigner(Buffer.from('x'.repeat(32)));
  const now = Date.now();
  const expires = Math.floor(now / 1000) + 60;
  const signature = signer.sign('images/a/96.webp', expires);
  expect(signer.verify('images/a/96.webp', String(expires), signature, now)).toBe(true);
  expect(signer.verify('images/a/512.webp', String(expires), signature, now)).toBe(false);
  expect(signer.verify('images/a/96.webp', String(expires + 1), signature, now)).toBe(false);
  expect(signer.verify('images/a/96.webp', String(expires), signature, (expires + 1) * 1000)).toBe(false);
  expect(signer.verify('images/a/96.webp', undefined, signature, now)).toBe(false);
  expect(signer.verify('images/a/96.webp', String(expires), [signature], now)).toBe(false);
  expect(new UrlSigner(Buffer.from('y'.repeat(32))).verify('images/a/96.webp', String(expires), signature, now)).toBe(
    false,
  );
});

test('outside production the secret is made once and kept on disk, readable only by its owner', async () => {
  const first = await loadUrlSecret({ configured: '', keysDir });
  const again = await loadUrlSecret({ configured: '', keysDir });
  expect(first.toString()).toMatch(/^[0-9a-f]{64}$/);
  expect(again.equals(first)).toBe(true);
  expect((await readFile(join(keysDir, DEV_URL_SECRET_FILE), 'utf8')).trim()).toBe(first.toString());
  expect((await stat(join(keysDir, DEV_URL_SECRET_FILE))).mode & 0o777).toBe(0o600);
  // Processes starting together end up with the same secret.
  const other = await mkdtemp(join(tmpdir(), 'sampleteca-media-keys-'));
  try {
    const together = await Promise.all(
      Array.from({ length: 5 }, () => loadUrlSecret({ configured: '', keysDir: other })),
    );
    expect(new Set(together.map((secret) => secret.toString())).size).toBe(1);
  } finally {
    await rm(other, { recursive: true, force: true });
  }
});

test('production needs MEDIA_URL_SECRET for the local driver, and a long one', async () => {
  const base = { JWT_KEYS_DIR: keysDir, MEDIA_LOCAL_DIR: join(keysDir, 'media'), METRICS_TOKEN: 'x' };
  await expect(createStorage(loadConfig({ ...base, NODE_ENV: 'production' }))).rejects.toThrow(ConfigError);
  await expect(createStorage(loadConfig({ ...base, MEDIA_URL_SECRET: 'curto' }))).rejects.toThrow(
    'MEDIA_URL_SECRET: deve ter ao menos 32 caracteres',
  );
  const storage = await createStorage(
    loadConfig({ ...base, NODE_ENV: 'production', MEDIA_URL_SECRET: 'z'.repeat(64) }),
  );
  expect(storage.driver).toBe('local');
  const s3 = await createStorage(loadConfig({ ...base, NODE_ENV: 'production', MEDIA_STORAGE_DRIVER: 's3' }));
  expect(s3.driver).toBe('s3');
  await expect(
    createStorage(loadConfig({ ...base, MEDIA_STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'só-a-chave' })),
  ).rejects.toThrow(ConfigError);
});

test('media and the catalogue load the same secret: MEDIA_URL_SECRET, required in production whatever the driver', async () => {
  const base = { JWT_KEYS_DIR: keysDir, METRICS_TOKEN: 'x' };
  const generated = await loadSharedUrlSecret(loadConfig(base));
  expect(generated.toString()).toBe((await readFile(join(keysDir, DEV_URL_SECRET_FILE), 'utf8')).trim());
  expect((await loadSharedUrlSecret(loadConfig(base))).equals(generated)).toBe(true);
  const configured = 'k'.repeat(40);
  expect((await loadSharedUrlSecret(loadConfig({ ...base, MEDIA_URL_SECRET: configured }))).toString()).toBe(
    configured,
  );
  await expect(
    loadSharedUrlSecret(loadConfig({ ...base, NODE_ENV: 'production', MEDIA_STORAGE_DRIVER: 's3' })),
  ).rejects.toThrow('MEDIA_URL_SECRET: obrigatório em produção');
  await expect(loadSharedUrlSecret(loadConfig({ ...base, MEDIA_URL_SECRET: 'curto' }))).rejects.toThrow(ConfigError);
});

test('a download grant is valid for its audio, name and expiry until it expires, and for nothing else', () => {
  const secret = Buffer.from('s'.repeat(32));
  const now = Date.now();
  const grant = { audioId: 'a1', fileName: 'Batida de verão.mp3', expires: Math.floor(now / 1000) + 60 };
  const query = Object.fromEntries(signDownloadGrant(grant, secret));
  expect(verifyDownloadGrant('a1', query, secret, now)).toEqual(grant);
  expect(verifyDownloadGrant('a2', query, secret, now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', { ...query, name: 'Outro.mp3' }, secret, now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', { ...query, expires: String(grant.expires + 1) }, secret, now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', { ...query, expires: `${grant.expires}.0` }, secret, now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', query, secret, (grant.expires + 1) * 1000)).toBeUndefined();
  expect(verifyDownloadGrant('a1', query, Buffer.from('t'.repeat(32)), now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', { ...query, signature: [query.signature] }, secret, now)).toBeUndefined();
});

test('a counted download grant is bound to its sound and user: neither can be changed or dropped', () => {
  const secret = Buffer.from('s'.repeat(32));
  const now = Date.now();
  const grant = {
    audioId: 'a1',
    fileName: 'Batida.mp3',
    expires: Math.floor(now / 1000) + 60,
    countFor: { soundId: 's1', userId: 'u1' },
  };
  const query = Object.fromEntries(signDownloadGrant(grant, secret));
  expect(query).toMatchObject({ sound: 's1', user: 'u1' });
  expect(verifyDownloadGrant('a1', query, secret, now)).toEqual(grant);
  expect(verifyDownloadGrant('a1', { ...query, user: 'u2' }, secret, now)).toBeUndefined();
  expect(verifyDownloadGrant('a1', { ...query, sound: 's2' }, secret, now)).toBeUndefined();
  const { user: _user, ...withoutUser } = query;
  expect(verifyDownloadGrant('a1', withoutUser, secret, now)).toBeUndefined();
  const { sound: _sound, user: _alsoUser, ...uncounted } = query;
  expect(verifyDownloadGrant('a1', uncounted, secret, now)).toBeUndefined();
});

test('a download is saved under the grant name: UTF-8 for browsers, accents dropped for old clients, always .mp3', () => {
  const header = downloadDisposition('Batida de verão.mp3');
  expect(header).toBe(`attachment; filename="Batida de verao.mp3"; filename*=UTF-8''Batida%20de%20ver%C3%A3o.mp3`);
  expect(parse(header).parameters.filename).toBe('Batida de verão.mp3');
  expect(downloadDisposition('Beat "808".mp3')).toBe('attachment; filename="Beat 808.mp3"');
  expect(parse(downloadDisposition('Açaí')).parameters.filename).toBe('Açaí.mp3');
  expect(parse(downloadDisposition('../../etc/passwd\r\nX: y')).parameters.filename).toBe('.. .. etc passwd X y.mp3');
  expect(parse(downloadDisposition('  ')).parameters.filename).toBe('som.mp3');
  expect(parse(downloadDisposition('東京')).parameters.filename).toBe('東京.mp3');
  expect(downloadDisposition('東京')).toBe("attachment; filename=__.mp3; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.mp3");
  // Some browsers decode %XX in a plain filename: such a name goes in filename* only, verbatim.
  expect(parse(downloadDisposition('Loop %41.mp3')).parameters.filename).toBe('Loop %41.mp3');
  expect(downloadDisposition('Loop %41.mp3')).toContain('filename="Loop _41.mp3"');
});

test('the local driver serves a byte range of a file, and tells its size without reading it', async () => {
  const storage = new LocalStorage(join(keysDir, 'media'), new UrlSigner(Buffer.from('x'.repeat(32))), 3600);
  await storage.put('audio/a/preview.mp3', Buffer.from('0123456789'), { contentType: 'audio/mpeg' });
  expect(await storage.stat('audio/a/preview.mp3')).toEqual({ size: 10, contentType: 'audio/mpeg' });
  expect(await storage.stat('audio/a/nada.mp3')).toBeUndefined();
  const part = await storage.get('audio/a/preview.mp3', { range: { start: 2, end: 5 } });
  expect(part?.size).toBe(10);
  expect(await text(part!.body)).toBe('2345');
  expect(await text((await storage.get('audio/a/preview.mp3', { range: { start: 9, end: 9 } }))!.body)).toBe('9');
  await expect(storage.get('audio/a/preview.mp3', { range: { start: 5, end: 10 } })).rejects.toThrow(RangeError);
  await expect(storage.get('audio/a/preview.mp3', { range: { start: 5, end: 4 } })).rejects.toThrow(RangeError);
});

test('storage keys are plain relative paths', () => {
  for (const key of ['images/a/96.webp', 'a', 'x_y-z.1/b.c']) expect(isValidStorageKey(key)).toBe(true);
  for (const key of ['', '/a', 'a//b', '../a', 'a/../b', 'a/./b', '.hidden', 'a/.b', 'a\\b', 'a b', 'a?b', 'a/'])
    expect({ key, valid: isValidStorageKey(key) }).toEqual({ key, valid: false });
});

test('links signed in the same quarter of the TTL are the same link, valid for 3/4 to all of the TTL', () => {
  const ttl = 3600;
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);
  const a = signingWindow(ttl, start + 1000);
  const b = signingWindow(ttl, start + 899_000);
  expect(a).toEqual(b);
  expect(signingWindow(ttl, start + 900_000).expiresAt).toBe(a.expiresAt + 900);
  for (let offset = 0; offset < 3_600_000; offset += 61_000) {
    const now = start + offset;
    const left = signingWindow(ttl, now).expiresAt - now / 1000;
    expect(left).toBeGreaterThan(ttl * 0.75 - 1);
    expect(left).toBeLessThanOrEqual(ttl);
  }
});

test('visitors are counted by address, IPv6 clients by their /64', () => {
  expect(visitorKey('203.0.113.9')).toBe('203.0.113.9');
  expect(visitorKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(visitorKey('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd:12::/64');
  expect(visitorKey('2001:0db8:abcd:0012:ffff:1:2:3')).toBe('2001:db8:abcd:12::/64');
  expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(visitorKey('::1')).toBe('0:0:0:0::/64');
  expect(visitorKey(undefined)).toBe('unknown');
});

test('while Redis does not answer, visitors are still counted (in memory) instead of blocked or let through', async () => {
  const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', MEDIA_VISITOR_UPLOAD_LIMIT: '2' });
  const limiter = new VisitorUploadLimiter(config);
  try {
    const started = Date.now();
    expect(await limiter.consume('203.0.113.1')).toEqual({ allowed: true });
    expect(await limiter.consume('203.0.113.1')).toEqual({ allowed: true });
    expect(await limiter.consume('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect(await limiter.consume('203.0.113.2')).toEqual({ allowed: true });
    expect(Date.now() - started).toBeLessThan(15000);
  } finally {
    limiter.onApplicationShutdown();
  }
});
