import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '@sampleteca/config';
import { mediaService } from '@sampleteca/media';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { IdentityApi } from '../../services/identity/test/support/identity-api';
import { contentSecurityPolicies } from '../../libs/runtime/src/security-headers';

/**
 * Issue #12, the edge: every answer of the platform (API, portal, console, docs, media) carries
 * security headers, with a Content-Security-Policy fitted to what each surface runs.
 */
const frontends = mkdtempSync(join(tmpdir(), 'sampleteca-frontends-'));
const api = new IdentityApi();

/** A built front end stand-in: index.html and one asset, as vite lays them out. */
function fakeBuild(name: string): string {
  const dir = join(frontends, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title><div id="root"></div>`);
  writeFileSync(join(dir, 'assets', 'index.js'), 'console.log(1)');
  return dir;
}

beforeAll(() => api.start({ PORTAL_DIST: fakeBuild('portal'), CONSOLE_DIST: fakeBuild('console') }, [mediaService]));
afterAll(async () => {
  await api.stop();
  rmSync(frontends, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${api.platform.url}${path}`, { redirect: 'manual' });

/** The CSP's directives by name. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** What every answer carries whatever its surface. */
function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
  // PUBLIC_URL is http here: no HSTS (the https case below).
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

test('an API answer: nothing may run, load or frame it, and it is sandboxed', async () => {
  for (const response of [
    await get('/api/auth/jwks.json'),
    await get('/api/auth/user'),
    await get('/api/nao-existe'),
  ]) {
    expectCommonHeaders(response);
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
  }
});

test('the portal index, a deep link and an asset: own scripts only, inline styles, not framed', async () => {
  for (const path of ['/', '/profile/me', '/sound/add/1', '/assets/index.js']) {
    const response = await get(path);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // WebAssembly compiles (the stretcher of the session tempo/key); scripts still come only from here.
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'report-sample'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The contract's signing page: the local e-signature stand-in on a loopback port.
    expect(policy.get('frame-src')).toContain('http://127.0.0.1:*');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  }
});

test('the console index and its assets may be framed by no one and frame nothing', async () => {
  for (const path of ['/console/', '/console/assets/index.js']) {
    const response = await get(path);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(["'self'", "'report-sample'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  }
  // /console is a static directory: a redirect to /console/ (serve-static sets its own CSP).
  const redirect = await get('/console');
  expect(redirect.status).toBe(301);
  expectCommonHeaders(redirect);
});

test('Swagger UI runs its own scripts; the OAuth stand-in page may send its form to the local issuer', async () => {
  const docs = await get('/api/docs');
  expect(docs.status).toBe(200);
  expectCommonHeaders(docs);
  expect(csp(docs).get('script-src')).toEqual(["'self'", "'report-sample'"]);
  expect(csp(docs).has('sandbox')).toBe(false);

  const standIn = await get('/api/auth/oauth-standin/google/authorize?state=x&redirect_uri=y');
  expect(standIn.status).toBe(200);
  expect(await standIn.text()).toContain('<form method="get" action="http://localhost:');
  expectCommonHeaders(standIn);
  const policy = csp(standIn);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.has('script-src')).toBe(false);
  expect(policy.get('form-action')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:*']));
  expect(policy.has('sandbox')).toBe(false);
});

test('media: the stable link and the file it leads to are sandboxed, never sniffed', async () => {
  const form = new FormData();
  form.append('purpose', 'avatar');
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6d2fe0' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'eu.png');
  const uploaded = await fetch(`${api.platform.url}/api/media/images`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };

  const stable = await get(url);
  expect(stable.status).toBe(302);
  expectCommonHeaders(stable);
  expect(csp(stable).has('sandbox')).toBe(true);

  const file = await get(stable.headers.get('location') as string);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');
  expectCommonHeaders(file);
  expect(csp(file).has('sandbox')).toBe(true);
  expect(csp(file).get('default-src')).toEqual(["'none'"]);
});

describe('behind TLS (PUBLIC_URL https)', () => {
  let secure: RunningPlatform;
  beforeAll(async () => {
    secure = await runPlatform([], {
      ...process.env,
      ...api.environment.env,
      PORT: '0',
      PUBLIC_URL: 'https://sampleteca.example.test',
    });
  });
  afterAll(() => secure?.close());

  test('HSTS is sent, and the front ends upgrade any http address they meet', async () => {
    for (const path of ['/api/ready', '/', '/console/']) {
      const response = await fetch(`${secure.url}${path}`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    expect(csp(await fetch(`${secure.url}/`)).has('upgrade-insecure-requests')).toBe(true);
  });
});

test('media in S3 and contracts at ZapSign in production: the front ends may reach exactly those', () => {
  // Production's other requirements (secrets, tokens) are not what this is about.
  const policies = contentSecurityPolicies({
    ...loadConfig({
      PUBLIC_URL: 'https://sampleteca.example.com',
      MEDIA_STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio.storage:9000',
      S3_PUBLIC_ENDPOINT: 'https://storage.sampleteca.example.com',
      S3_FORCE_PATH_STYLE: 'true',
      ZAPSIGN_API_URL: 'https://sandbox.api.zapsign.com.br',
      ZAPSIGN_API_TOKEN: 'token',
    }),
    isProduction: true,
  });
  for (const surface of ['portal', 'console'] as const) {
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policies[surface][directive]).toContain('https://storage.sampleteca.example.com');
    }
  }
  expect(policies.portal['frame-src']).toEqual(['https://sandbox.app.zapsign.com.br']);
  expect(policies.console['frame-src']).toEqual(["'none'"]);
});
