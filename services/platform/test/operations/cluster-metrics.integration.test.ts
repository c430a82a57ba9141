// Issue 17, metrics as Prometheus scrapes a fleet: two worker pods (built processes sharing
// PostgreSQL, RabbitMQ and Redis). Cluster-wide figures (an outbox's backlog, dead letters, queue
// depths) come from exactly one of them, and the other takes over when it stops; the relay keeps
// the backlog current while the broker is away, with nobody opening a health page; per-pod
// counters and timings count what each pod did. Worker pods serve no product routes.
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Client } from 'pg';
import { createBlockingRedisClient } from '@sampleteca/jobs';
import { BARE_PUBLIC_PROFILE } from '@sampleteca/contracts';
import { createEnvelope } from '@sampleteca/messaging';
import {
  createTestEnvironment,
  eventually,
  freePort,
  PLATFORM_MAIN,
  platformProcesses,
  TcpProxy,
  type PlatformProcess,
  type TestEnvironment,
} from '@sampleteca/testing';

const TOKEN = 'segredo-das-metricas';
const { start, stopAll } = platformProcesses();

let environment: TestEnvironment;
let db: Client;
let broker: TcpProxy;
let redis: Redis;
let mailQueue: Queue;

type Pod = { name: string; base: string; process: PlatformProcess };
type Sample = { name: string; labels: Record<string, string>; value: number };

beforeAll(async () => {
  environment = await createTestEnvironment({ LOG_LEVEL: 'warn' });
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  const rabbit = new URL(environment.env.RABBITMQ_URL);
  broker = new TcpProxy({ host: rabbit.hostname, port: Number(rabbit.port || 5672) }, await freePort());
  await broker.start();
  redis = createBlockingRedisClient(environment.env.REDIS_URL);
  mailQueue = new Queue('mail', { connection: redis, prefix: environment.env.REDIS_PREFIX });
});

afterAll(async () => {
  await stopAll();
  await mailQueue?.close();
  redis?.disconnect(); // BullMQ leaves a client it was given open
  await broker?.stop();
  await db?.end();
  await environment?.cleanup();
});

/** A worker pod: every service, the worker role only, its broker behind the test's proxy. */
async function workerPod(name: string): Promise<Pod> {
  const port = await freePort();
  const rabbit = new URL(environment.env.RABBITMQ_URL);
  rabbit.hostname = '127.0.0.1';
  rabbit.port = String(broker.port);
  const process = start(PLATFORM_MAIN, {
    ...environment.env,
    PORT: String(port),
    ROLES: 'worker',
    RABBITMQ_URL: rabbit.toString(),
    METRICS_TOKEN: TOKEN,
    // Short enough for a takeover within a test, long enough for a pod starved of CPU under CI's
    // load to renew in time (every third of it).
    METRICS_LEASE_SECONDS: '5',
  });
  const base = `http://127.0.0.1:${port}`;
  await eventually(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), 40_000);
  return { name, base, process };
}

async function scrape(pod: Pod): Promise<Sample[]> {
  const response = await fetch(`${pod.base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
      );
      return { name, labels, value: Number(value) };
    });
}

const matches = (sample: Sample, name: string, labels: Record<string, string>) =>
  sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value);

/** The pods whose scrape holds the series. */
async function reporters(pods: Pod[], name: string, labels: Record<string, string>): Promise<string[]> {
  const scraped = await Promise.all(pods.map(async (pod) => ({ pod, samples: await scrape(pod) })));
  return scraped.filter(({ samples }) => samples.some((s) => matches(s, name, labels))).map(({ pod }) => pod.name);
}

/** A series' value summed over the pods (what a dashboard does with per-pod counters). */
async function total(pods: Pod[], name: string, labels: Record<string, string>): Promise<number> {
  const scraped = (await Promise.all(pods.map(scrape))).flat();
  return scraped.filter((s) => matches(s, name, labels)).reduce((sum, s) => sum + s.value, 0);
}

const CLUSTER_WIDE: [string, Record<string, string>][] = [
  ['outbox_pending_events', { producer: 'identity' }],
  ['outbox_oldest_pending_age_seconds', { producer: 'catalogue' }],
  ['dead_letter_events', { consumer: 'catalogue' }],
  ['queue_jobs', { queue: 'mail', state: 'waiting' }],
];

let pods: Pod[];

test('a worker pod answers its probes and metrics but none of the product routes', async () => {
  pods = [await workerPod('a'), await workerPod('b')];
  const [pod] = pods;
  expect((await fetch(`${pod.base}/api/health`)).status).toBe(200);
  expect((await fetch(`${pod.base}/api/health/catalogue`)).status).toBe(200);
  for (const path of ['/api/sounds', '/api/auth/login', '/', '/console/', '/api/docs']) {
    const response = await fetch(`${pod.base}${path}`);
    expect({ path, status: response.status }).toEqual({ path, status: 404 });
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  }
}, 120_000);

test('each cluster-wide figure is reported by exactly one pod, and the other takes over when it stops', async () => {
  for (const [name, labels] of CLUSTER_WIDE) {
    await eventually(async () => expect(await reporters(pods, name, labels)).toHaveLength(1), 20_000);
  }
  const [holder] = await reporters(pods, 'outbox_pending_events', { producer: 'identity' });
  const stopping = pods.find((pod) => pod.name === holder)!;
  const remaining = pods.filter((pod) => pod !== stopping);
  const since = Date.now();
  stopping.process.child.kill('SIGTERM');
  expect(await stopping.process.exited).toBe('SIGTERM');
  pods = remaining;
  for (const [name, labels] of CLUSTER_WIDE) {
    await eventually(async () => expect(await reporters(pods, name, labels)).toEqual([remaining[0].name]), 20_000);
  }
  process.stdout.write(`métricas do cluster retomadas por outro pod em ${Date.now() - since} ms\n`);
  pods.push(await workerPod('c'));
  await eventually(
    async () => expect(await reporters(pods, 'queue_jobs', { queue: 'mail', state: 'waiting' })).toHaveLength(1),
    20_000,
  );
}, 120_000);

/** Runs `check`; when it fails, the error carries the end of each pod's log. */
async function withPodLogs<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const logs = pods.map((pod) => `--- pod ${pod.name}\n${pod.process.output().slice(-4000)}`).join('\n');
    (error as Error).message += `\n${logs}`;
    throw error;
  }
}

test('while the broker is away the relay keeps the outbox backlog current, and it drains once back', async () => {
  await broker.cut();
  try {
    await backlogWhileBrokerAway();
  } finally {
    await broker.restore();
  }
  await withPodLogs(() =>
    eventually(async () => {
      expect(await total(pods, 'outbox_pending_events', { producer: 'identity' })).toBe(0);
      expect(await total(pods, 'outbox_oldest_pending_age_seconds', { producer: 'identity' })).toBe(0);
    }, 45_000),
  );
}, 120_000);

async function backlogWhileBrokerAway(): Promise<void> {
  const envelope = createEnvelope('identity', 'user.profile-viewed', { note: 'esperando o broker' });
  await db.query(
    `INSERT INTO identity.outbox_events ("id", "type", "envelope", "created_at") VALUES ($1, $2, $3, now() - interval '2 minutes')`,
    [envelope.id, envelope.type, envelope],
  );
  const identity = { producer: 'identity' };
  await withPodLogs(() =>
    eventually(async () => {
      expect(await total(pods, 'outbox_pending_events', identity)).toBe(1);
      expect(await total(pods, 'outbox_oldest_pending_age_seconds', identity)).toBeGreaterThanOrEqual(120);
    }, 45_000),
  );
}

test('an event handled and a job run are counted and timed by the pod that did them', async () => {
  const handled = { consumer: 'catalogue', type: 'user.registered' };
  const before = await total(pods, 'event_handling_duration_seconds_count', handled);
  const userId = crypto.randomUUID();
  const envelope = createEnvelope('identity', 'user.registered', {
    userId,
    fullName: 'Lia Métrica',
    ...BARE_PUBLIC_PROFILE,
    email: `lia.${userId.slice(0, 8)}@example.com`,
    provider: 'email',
    emailConfirmed: false,
  });
  await db.query(`INSERT INTO identity.outbox_events ("id", "type", "envelope") VALUES ($1, $2, $3)`, [
    envelope.id,
    envelope.type,
    envelope,
  ]);
  const mailId = crypto.randomUUID();
  const message = { to: 'lia.metrica@example.com', template: 'recovery', name: 'Lia', link: 'http://127.0.0.1/x' };
  await db.query('INSERT INTO identity.outgoing_mail (id, message) VALUES ($1, $2)', [mailId, message]);
  await mailQueue.add('send', { payload: { mailId } }, { jobId: `send.${mailId}` });
  await eventually(async () => {
    expect(await total(pods, 'event_handling_duration_seconds_count', handled)).toBe(before + 1);
    expect(await total(pods, 'events_handled_total', { ...handled, outcome: 'handled' })).toBeGreaterThanOrEqual(1);
    expect(await total(pods, 'jobs_processed_total', { queue: 'mail', name: 'send', outcome: 'completed' })).toBe(1);
    expect(await total(pods, 'job_duration_seconds_count', { queue: 'mail', name: 'send' })).toBe(1);
  }, 30_000);
  const profile = await db.query('SELECT full_name FROM catalogue.profiles WHERE user_id = $1', [userId]);
  expect(profile.rows).toEqual([{ full_name: 'Lia Métrica' }]);
}, 60_000);
