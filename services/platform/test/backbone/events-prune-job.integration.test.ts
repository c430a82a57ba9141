import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Client } from 'pg';
import { createBlockingRedisClient, JobsRuntime } from '@sampleteca/jobs';
import { createEnvelope, eventsPruneJobToken, eventsPruneQueue, type EventsPruneJob } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, freePort, type TestEnvironment } from '@sampleteca/testing';
import { backboneServices } from './backbone-services';

const QUEUE = eventsPruneQueue('identity').name;

let environment: TestEnvironment;
let db: Client;
let redis: Redis;
let queue: Queue;
const pods: RunningPlatform[] = [];

/** One pod of the cluster: identity alone, in one role, sharing PostgreSQL, RabbitMQ and Redis. */
async function pod(role: 'api' | 'worker'): Promise<RunningPlatform> {
  const platform = await runPlatform([backboneServices.identity], {
    ...process.env,
    ...environment.env,
    ROLES: role,
    PORT: String(await freePort()),
  });
  pods.push(platform);
  return platform;
}

const queuesOf = async (platform: RunningPlatform) =>
  (await platform.app.get(JobsRuntime).counts()).map(([name]) => name);

const count = async (table: string): Promise<number> =>
  (await db.query(`SELECT count(*)::int AS count FROM identity.${table}`)).rows[0].count;

beforeAll(async () => {
  environment = await createTestEnvironment({
    EVENTS_OUTBOX_RETENTION_DAYS: '7',
    EVENTS_INBOX_RETENTION_DAYS: '7',
    EVENTS_PRUNE_BATCH_SIZE: '5',
  });
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  redis = createBlockingRedisClient(environment.env.REDIS_URL);
  queue = new Queue(QUEUE, { connection: redis, prefix: environment.env.REDIS_PREFIX });
});

afterAll(async () => {
  for (const platform of pods) await platform.close();
  await queue?.close();
  redis?.disconnect(); // BullMQ leaves a client it was given open
  await db?.end();
  await environment?.cleanup();
});

test('only worker pods prune, and every worker ticking a period makes one run of it', async () => {
  // Published 8 and 3 days ago; keys handled 8 and 3 days ago.
  for (const daysAgo of [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 3, 3]) {
    const envelope = createEnvelope('identity', 'user.registered', { daysAgo });
    await db.query(
      `INSERT INTO identity.outbox_events (id, type, envelope, created_at, published_at)
       VALUES ($1, $2, $3, now() - make_interval(days => $4), now() - make_interval(days => $4))`,
      [envelope.id, envelope.type, JSON.stringify(envelope), daysAgo],
    );
    await db.query(
      `INSERT INTO identity.inbox_events (event_id, handler, type, handled_at)
       VALUES ($1, 'catalogue.record', $2, now() - make_interval(days => $3))`,
      [envelope.id, envelope.type, daysAgo],
    );
  }

  // An api pod neither queues the job nor runs it: it never opens the queue.
  const api = await pod('api');
  expect(await queuesOf(api)).not.toContain(QUEUE);

  const first = await pod('worker');
  expect(await queuesOf(first)).toContain(QUEUE);
  await eventually(async () => {
    expect(await count('outbox_events')).toBe(2);
    expect(await count('inbox_events')).toBe(2);
    // What each run removed is kept with its job (and logged).
    const runs = await queue.getJobs(['completed']);
    expect(runs.reduce((sum, job) => sum + job.returnvalue.outbox, 0)).toBe(12);
    expect(runs.reduce((sum, job) => sum + job.returnvalue.inbox, 0)).toBe(12);
  });

  // Two workers tick the same period (a fixed one in the past): one job, run once.
  const second = await pod('worker');
  const tickedAt = Date.UTC(2026, 0, 1, 12);
  await first.app.get<EventsPruneJob>(eventsPruneJobToken('identity')).tick(tickedAt);
  await second.app.get<EventsPruneJob>(eventsPruneJobToken('identity')).tick(tickedAt);
  const period = Math.floor(tickedAt / (first.config.EVENTS_PRUNE_EVERY_SECONDS * 1000));
  await eventually(async () => {
    const jobs = (await queue.getJobs()).filter((job) => job.data.payload.period === period);
    expect(jobs).toHaveLength(1);
    expect(await jobs[0].getState()).toBe('completed');
  });
});
