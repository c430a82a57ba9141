// Issue #12, "the edge": attacks on the running platform through its front door.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';
import { IdentityApi, type ApiAnswer } from '../../services/identity/test/support/identity-api';

const PLATFORM_MAIN = resolve('services/platform/dist/main.js');

/** A wrong-password sign-in that claims, through X-Forwarded-For, to come from `forgedAddress`. */
const guess = (api: IdentityApi, email: string, forgedAddress: string, attempt: number): Promise<ApiAnswer> =>
  api.call('POST', '/auth/login', {
    body: { email, password: `errada-${attempt}` },
    headers: { 'x-forwarded-for': forgedAddress },
  });

describe('with no proxy configured (the default)', () => {
  const api = new IdentityApi();
  beforeAll(() => api.start());
  afterAll(() => api.stop());

  test('a forged X-Forwarded-For gets no fresh budget: the sixth wrong password is a 429 with Retry-After', async () => {
    const { email } = await api.signUpConfirmed();
    const answers: ApiAnswer[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      answers.push(await guess(api, String(email), `203.0.113.${attempt}`, attempt));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = answers[5];
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBe((refused.body.details as { retryAfterSeconds: number }).retryAfterSeconds);
    expect(refused.body.message).toBe('Por questões de segurança, tente novamente em cerca de 15 minutos');
  });

  test('a body with an unknown field is refused in Portuguese', async () => {
    const answer = await api.call('POST', '/auth/login', {
      body: { email: 'ana@example.com', password: 'segredo1', role: 'admin' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'role', messages: ['O campo role não é permitido.'] }] },
    });
  });
});

describe('behind a proxy on loopback (TRUST_PROXY=loopback)', () => {
  const api = new IdentityApi();
  beforeAll(() => api.start({ TRUST_PROXY: 'loopback' }));
  afterAll(() => api.stop());

  test('the address the proxy forwards is the client: each address has its own budget', async () => {
    const { email } = await api.signUpConfirmed();
    const fromFirst: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      fromFirst.push((await guess(api, String(email), '198.51.100.1', attempt)).status);
    }
    expect(fromFirst).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await guess(api, String(email), '198.51.100.2', 7)).status).toBe(401);
  });
});

describe('the platform log', () => {
  let environment: TestEnvironment;
  let platform: ChildProcess | undefined;

  beforeAll(async () => {
    environment = await createTestEnvironment({ LOG_LEVEL: 'info', SERVICES: 'identity', ROLES: 'api' });
  });

  afterAll(async () => {
    if (platform?.exitCode === null) platform.kill('SIGKILL');
    await environment?.cleanup();
  });

  test('holds the paths asked for, never the tokens, codes, states, credentials or bodies sent', async () => {
    let output = '';
    platform = spawn(process.execPath, [PLATFORM_MAIN], {
      env: { ...process.env, ...environment.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    platform.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    platform.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${environment.env.PORT}`;
    await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 90_000);

    const secrets = {
      token: 'token-de-recuperacao-7f3a9c',
      code: 'codigo-oauth-51b2e8',
      state: 'estado-oauth-c94d10',
      bearer: 'eyJhbGciOiJFUzI1NiJ9.acesso-secreto',
      cookie: 'refresh-secreto-2a7e',
      password: 'senha-secreta-8d1f',
    };
    await fetch(`${base}/api/auth/verify?type=recovery&token=${secrets.token}`, { redirect: 'manual' });
    await fetch(`${base}/api/auth/callback/google?code=${secrets.code}&state=${secrets.state}`, {
      redirect: 'manual',
    });
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secrets.bearer}`,
        cookie: `sampleteca_refresh=${secrets.cookie}`,
      },
      body: JSON.stringify({ email: 'ana@example.com', password: secrets.password }),
    });

    await eventually(async () => {
      expect(output).toContain('/api/auth/verify?type=recovery&token=[REDACTED]');
      expect(output).toContain('/api/auth/callback/google?code=[REDACTED]&state=[REDACTED]');
      expect(output).toContain('"url":"/api/auth/login"');
    }, 10000);
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret);
  });
});
