import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  createTestEnvironment,
  eventually,
  PLATFORM_MAIN,
  platformProcesses,
  type TestEnvironment,
} from '@sampleteca/testing';

const IDENTITY_MAIN = resolve('services/identity/dist/main.js');

let environment: TestEnvironment;
const { start, stopAll } = platformProcesses();

beforeAll(async () => {
  environment = await createTestEnvironment({ LOG_LEVEL: 'warn' });
});

afterEach(stopAll);

afterAll(async () => {
  await stopAll();
  await environment?.cleanup();
});

test('the platform process boots every service, answers /api/ready and stops cleanly', async () => {
  const { child, exited, output } = start(PLATFORM_MAIN, { ...environment.env, MIGRATIONS_RUN: 'true' });
  const base = `http://127.0.0.1:${environment.env.PORT}`;

  const ready = await eventually(async () => {
    const response = await fetch(`${base}/api/ready`);
    expect(response.status).toBe(200);
    return response.json();
  }, 30000);
  expect(ready).toEqual({
    status: 'ok',
    checks: Object.fromEntries(
      [
        'rabbitmq',
        'redis',
        ...['identity', 'catalogue', 'media', 'billing', 'distribution'].map((name) => `postgres:${name}`),
      ].map((name) => [name, { status: 'up' }]),
    ),
  });
  expect(output()).toContain('Sampleteca (identity, catalogue, media, billing, distribution; papéis api, worker)');

  for (const service of ['identity', 'catalogue', 'media', 'billing', 'distribution']) {
    const health = await (await fetch(`${base}/api/health/${service}`)).json();
    expect(health).toMatchObject({ service, status: 'ok', database: 'up', pendingMigrations: false });
  }
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  expect((await fetch(`${base}/api/docs`)).status).toBe(200);
  type Document = { paths: Record<string, unknown> };
  const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as Document;
  expect(Object.keys(openapi.paths)).toEqual(
    expect.arrayContaining(['/api/ready', '/api/auth/jwks.json', '/api/health/media']),
  );
  const identityDoc = (await (await fetch(`${base}/api/docs/identity.json`)).json()) as Document;
  expect(Object.keys(identityDoc.paths)).toEqual(
    expect.arrayContaining(['/api/auth/jwks.json', '/api/health/identity']),
  );
  expect(
    Object.keys(identityDoc.paths).every((path) =>
      /^\/api\/(auth|users|admin\/users|admin\/identity|health)\b/.test(path),
    ),
  ).toBe(true);

  const metrics = await (await fetch(`${base}/api/metrics`)).text();
  expect(metrics).toContain('http_requests_total{method="GET",route="/api/ready",status="200"}');
  expect(metrics).toContain('# TYPE events_handled_total counter');

  const correlated = await fetch(`${base}/api/health`, { headers: { 'x-correlation-id': 'ops-check-1' } });
  expect(correlated.headers.get('x-correlation-id')).toBe('ops-check-1');

  if (existsSync('portal/dist/index.html')) {
    const deepLink = await fetch(`${base}/profile/me`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  }

  // Nest closes every module (consumers, relays, workers, pools) and re-raises the signal.
  child.kill('SIGTERM');
  expect(await exited).toBe('SIGTERM');
  // Nothing a dependency's next major refuses: e.g. overlapping queries on one pg connection.
  expect(output()).not.toContain('DeprecationWarning');
});

test('a service runs alone with only its own routes', async () => {
  const { child, exited } = start(IDENTITY_MAIN, { ...environment.env, ROLES: 'api' });
  const base = `http://127.0.0.1:${environment.env.PORT}`;
  await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 90_000);
  expect((await fetch(`${base}/api/health/identity`)).status).toBe(200);
  expect((await fetch(`${base}/api/health/media`)).status).toBe(404);
  const jwks = (await (await fetch(`${base}/api/auth/jwks.json`)).json()) as { keys: unknown[] };
  expect(jwks.keys).toHaveLength(1);
  // Nest closes every module (consumers, relays, workers, pools) and re-raises the signal.
  child.kill('SIGTERM');
  expect(await exited).toBe('SIGTERM');
});

test('with METRICS_TOKEN set, /api/metrics needs it as a bearer token', async () => {
  const { child, exited } = start(PLATFORM_MAIN, {
    ...environment.env,
    ROLES: 'api',
    METRICS_TOKEN: 'segredo-prometheus',
  });
  const base = `http://127.0.0.1:${environment.env.PORT}`;
  await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 90_000);
  expect((await fetch(`${base}/api/metrics`)).status).toBe(401);
  expect((await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer errado' } })).status).toBe(401);
  const scraped = await fetch(`${base}/api/metrics`, { headers: { authorization: 'Bearer segredo-prometheus' } });
  expect(scraped.status).toBe(200);
  expect(await scraped.text()).toContain('http_requests_total');
  child.kill('SIGTERM');
  expect(await exited).toBe('SIGTERM');
});

test('bad configuration stops the start with every problem listed', async () => {
  const { exited, output } = start(PLATFORM_MAIN, { ...environment.env, PORT: 'porta', ROLES: 'api,cron' });
  expect(await exited).toBe('code 1');
  expect(output()).toContain('Configuração inválida');
  expect(output()).toContain('PORT');
  expect(output()).toContain('ROLES: valores desconhecidos: cron');
});
