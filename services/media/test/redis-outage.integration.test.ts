import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { JobsRuntime } from '@sampleteca/jobs';
import { mediaService } from '@sampleteca/media';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import {
  createTestEnvironment,
  eventually,
  freePort,
  TcpProxy,
  type TestEnvironment,
  startTokenIssuer,
  type TokenIssuer,
} from '@sampleteca/testing';
import { appendFile } from './support/uploads';

// Issue #17, Redis as the weak spot: a request that needs Redis while it is down is answered at
// once (503, Retry-After, Portuguese), and an upload whose job Redis lost (a restart without
// persistence) is queued again from PostgreSQL by the workers' sweep and processed.
const run = promisify(execFile);
const OWNER = { id: '7a1f0c3e-0000-4000-8000-00000000b001', email: 'b001@example.com', role: 'user' as const };

let environment: TestEnvironment;
let identity: TokenIssuer;
let proxy: TcpProxy;
let api: RunningPlatform;
let workDir: string;
let proxiedRedisUrl: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-redis-outage-'));
  await run('sox', ['-n', '-r', '44100', '-c', '1', join(workDir, 'tom.wav'), 'synth', '3', 'sine', '440']);
  identity = await startTokenIssuer();
  environment = await createTestEnvironment({
    SERVICES: 'media',
    JWKS_URL: identity.jwksUrl,
    MEDIA_LOCAL_DIR: join(workDir, 'media'),
    MEDIA_AUDIO_SWEEP_EVERY_SECONDS: '1',
  });
  const redis = new URL(environment.env.REDIS_URL);
  proxy = new TcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) }, await freePort());
  await proxy.start();
  redis.hostname = '127.0.0.1';
  redis.port = String(proxy.port);
  proxiedRedisUrl = redis.toString();
  // The api role alone: uploads are queued, nothing processes them until a worker starts.
  api = await runPlatform([mediaService], {
    ...process.env,
    ...environment.env,
    ROLES: 'api',
    REDIS_URL: redis.toString(),
  });
}, 120_000);

afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await api?.close();
  await proxy?.stop();
  await identity?.close();
  await environment?.cleanup();
  await rm(workDir, { recursive: true, force: true });
});

async function upload(): Promise<Response> {
  const form = new FormData();
  appendFile(form, { data: await readFile(join(workDir, 'tom.wav')), name: 'tom.wav', type: 'audio/wav' });
  return fetch(`${api.url}/api/media/audio`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await identity.accessToken(OWNER)}` },
    // A bound, not a measure: without it a hang would only show as the test's own timeout.
    signal: AbortSignal.timeout(15_000),
  });
}

async function audioStatus(id: string): Promise<string> {
  const response = await fetch(`${api.url}/api/media/audio/${id}`, {
    headers: { authorization: `Bearer ${await identity.accessToken(OWNER)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

test('while Redis is unreachable an upload is answered at once with 503, Retry-After and a message in Portuguese', async () => {
  await proxy.cut();
  try {
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Não foi possível confirmar sua sessão agora. Tente novamente em alguns segundos.',
    });
    expect((await fetch(`${api.url}/api/ready`)).status).toBe(503);
  } finally {
    await proxy.restore();
  }
  await eventually(async () => expect((await upload()).status).toBe(201), 20_000, 500);
});

test('an upload whose job Redis lost is queued again from PostgreSQL by a worker and processed', async () => {
  const response = await upload();
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };

  // Redis restarts without its data: every job of the queue is gone.
  const redis = new Redis(environment.env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('audio-processing', { connection: redis, prefix: environment.env.REDIS_PREFIX });
  try {
    // (Its job may not even have been queued, were the api's client still reconnecting after the
    // first test's outage: the upload answers 201 all the same, and the sweep is what matters.)
    await queue.obliterate({ force: true });
    expect(await queue.getJob(`process.${id}`)).toBeUndefined();
  } finally {
    await queue.close();
    redis.disconnect();
  }
  expect(await audioStatus(id)).toBe('processing');

  const worker = await runPlatform([mediaService], {
    ...process.env,
    ...environment.env,
    ROLES: 'worker',
    PORT: String(await freePort()),
  });
  try {
    await eventually(async () => expect(await audioStatus(id)).toBe('ready'), 60_000, 500);

    // Liveness: a worker that stopped for good makes /api/health fail, so the pod is restarted.
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
    const runtime = worker.app.get(JobsRuntime) as unknown as { workers: { close(): Promise<void> }[] };
    await runtime.workers[0].close();
    const health = await fetch(`${worker.url}/api/health`);
    expect(health.status).toBe(503);
  } finally {
    await worker.close();
  }
});

test('Redis restarted without its data while 40 audio files are processed: each is processed exactly once', async () => {
  // Enough that some still wait in the queue when Redis loses them (checked below); 200 proved no more.
  const COUNT = 40;
  // A worker whose Redis goes through the same proxy: the restart cuts it as it cuts the api.
  // Started first: passport keeps one 'jwt' strategy per process, the last app's, and the previous
  // test's worker (closed) registered the one the api's guard would otherwise use.
  const worker = await runPlatform([mediaService], {
    ...process.env,
    ...environment.env,
    ROLES: 'worker',
    PORT: String(await freePort()),
    REDIS_URL: proxiedRedisUrl,
  });
  const ids: string[] = [];
  for (let n = 0; n < COUNT; n++) {
    const response = await upload();
    if (response.status !== 201) throw new Error(`envio ${n}: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  const db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  const statuses = async () =>
    (
      await db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM media.audio_files WHERE id = ANY($1) GROUP BY status',
        [ids],
      )
    ).rows;
  try {
    // Some are done, the rest wait in a queue Redis is about to lose.
    await eventually(
      async () => expect((await statuses()).find((row) => row.status === 'ready')).toBeDefined(),
      60_000,
      200,
    );
    await proxy.cut();
    // The restart must find work to lose: files not yet processed when Redis went.
    const readyAtCut = (await statuses()).find((row) => row.status === 'ready')?.count ?? 0;
    expect(readyAtCut).toBeLessThan(COUNT);
    const redis = new Redis(environment.env.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('audio-processing', { connection: redis, prefix: environment.env.REDIS_PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
    const restarted = Date.now();
    // Restored only once the outage was seen: both the api and the worker report Redis gone.
    await eventually(async () => {
      expect((await fetch(`${api.url}/api/ready`)).status).toBe(503);
      expect((await fetch(`${worker.url}/api/ready`)).status).toBe(503);
    });
    await proxy.restore();

    await eventually(async () => expect(await statuses()).toEqual([{ status: 'ready', count: COUNT }]), 170_000, 1000);
    process.stdout.write(
      `áudio: ${COUNT} processados (${COUNT - readyAtCut} esperavam) após o Redis reiniciar vazio; recuperado em ${Date.now() - restarted} ms\n`,
    );
    // Exactly once: one media.processed per file, however often its job was queued again.
    const processed = await db.query<{ audio_id: string; count: number }>(
      `SELECT envelope->'data'->>'audioId' AS audio_id, count(*)::int AS count FROM media.outbox_events
        WHERE type = 'media.processed' AND envelope->'data'->>'audioId' = ANY($1) GROUP BY 1`,
      [ids],
    );
    expect(processed.rows).toHaveLength(COUNT);
    expect(processed.rows.every((row) => row.count === 1)).toBe(true);
  } finally {
    await db.end();
    await worker.close();
  }
}, 300_000);
