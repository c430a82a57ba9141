import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { Queue, QueueEvents, type Job, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  addPeriodJob,
  createBlockingRedisClient,
  defineQueue,
  MissingJobHandlerError,
  missingRedisSettings,
  startPeriodicJob,
  startWorker,
  TypedQueue,
  type JobHandlers,
} from '@sampleteca/jobs';
import { withCorrelationId } from '@sampleteca/observability';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';

type TranscodeJobs = { transcode: { soundId: string }; cleanup: { soundId: string } };
const LOCK_MS = 1000;
const STALLED_MS = 500;

let environment: TestEnvironment;
const clients: Redis[] = [];
const workers: Worker[] = [];
const closables: { close(): Promise<unknown> }[] = [];
let children: ChildProcess[] = [];

const client = () => {
  const redis = createBlockingRedisClient(environment.env.REDIS_URL);
  clients.push(redis);
  return redis;
};

function queueOf(name: string): TypedQueue<TranscodeJobs> {
  const definition = defineQueue<TranscodeJobs>(name, { transcode: true, cleanup: true });
  const queue = new Queue(name, {
    connection: client(),
    prefix: environment.env.REDIS_PREFIX,
    defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 50 } },
  });
  closables.push(queue);
  return new TypedQueue(definition, queue);
}

function work(queue: TypedQueue<TranscodeJobs>, handlers: JobHandlers<TranscodeJobs>): Worker {
  const worker = startWorker(queue.definition, handlers, {
    connection: client(),
    prefix: environment.env.REDIS_PREFIX,
    lockDurationMs: LOCK_MS,
    stalledIntervalMs: STALLED_MS,
    outageRetryMs: 50,
  });
  workers.push(worker);
  return worker;
}

/**
 * Events of a queue, listening: opened before the job is added, since events opened after it can
 * miss a job that finishes between their first read and BullMQ's own check (a flake under load).
 */
async function eventsOf(queue: TypedQueue<TranscodeJobs>): Promise<QueueEvents> {
  const events = new QueueEvents(queue.definition.name, { connection: client(), prefix: environment.env.REDIS_PREFIX });
  closables.push(events);
  await events.waitUntilReady();
  return events;
}

const finished = (events: QueueEvents, job: Job): Promise<unknown> => job.waitUntilFinished(events, 20000);

beforeAll(async () => {
  environment = await createTestEnvironment();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.all(closables.map((closable) => closable.close()));
  for (const redis of clients) redis.disconnect();
  await environment.cleanup();
});

test('a database outage under a job spends none of its attempts: after the failover it runs to the end', async () => {
  const queue = queueOf('outage');
  let runs = 0;
  work(queue, {
    transcode: async () => {
      runs += 1;
      // pg's word for a connection the failover cut, four times: more than the job's one attempt.
      if (runs <= 4) throw new Error('Connection terminated unexpectedly');
      return 'ok';
    },
    cleanup: async () => undefined,
  });
  const events = await eventsOf(queue);
  const job = await queue.add('transcode', { soundId: 's-outage' }, { attempts: 1 });
  expect(await finished(events, job)).toBe('ok');
  expect(runs).toBe(5);
  const done = await queue.queue.getJob(job.id!);
  expect(done?.attemptsMade).toBe(1);
});

test('a job that fails twice succeeds on its third attempt, with backoff between tries', async () => {
  const queue = queueOf('retries');
  const attemptsSeen: number[] = [];
  work(queue, {
    transcode: async (payload, job) => {
      attemptsSeen.push(job.attemptsMade);
      if (job.attemptsMade < 2) throw new Error('ffmpeg saiu com código 1');
      await job.updateProgress(100);
      return { soundId: payload.soundId, ok: true };
    },
    cleanup: async () => undefined,
  });

  const events = await eventsOf(queue);
  const job = await queue.add('transcode', { soundId: 'som-1' });
  await expect(finished(events, job)).resolves.toEqual({ soundId: 'som-1', ok: true });

  const done = await queue.queue.getJob(job.id as string);
  expect(attemptsSeen).toEqual([0, 1, 2]);
  expect(done?.attemptsMade).toBe(3);
  expect(done?.progress).toBe(100);
  expect(done?.failedReason).toBe('ffmpeg saiu com código 1');
});

test('a job id derived from a key drops the duplicate enqueue', async () => {
  const queue = queueOf('dedupe');
  const first = await queue.add('cleanup', { soundId: 'som-2' }, { dedupeKey: 'som-2' });
  const second = await queue.add('cleanup', { soundId: 'som-2' }, { dedupeKey: 'som-2' });
  expect(second.id).toBe(first.id);
  expect(await queue.queue.getJobCountByTypes('waiting')).toBe(1);
});

test('the correlation id of the work that enqueued a job reaches its handler', async () => {
  const queue = queueOf('correlation');
  const seen: (string | undefined)[] = [];
  const { currentCorrelationId } = await import('@sampleteca/observability');
  work(queue, {
    transcode: async () => {
      seen.push(currentCorrelationId());
    },
    cleanup: async () => undefined,
  });
  const events = await eventsOf(queue);
  const job = await withCorrelationId('req-123', () => queue.add('transcode', { soundId: 'som-3' }));
  await finished(events, job);
  expect(seen).toEqual(['req-123']);
});

test('a worker refuses to start when a job of its queue has no handler', () => {
  const queue = queueOf('incomplete');
  expect(() => work(queue, { transcode: async () => undefined } as unknown as JobHandlers<TranscodeJobs>)).toThrow(
    MissingJobHandlerError,
  );
});

test('a worker killed mid-job (SIGKILL) has its job picked up by another worker', async () => {
  const name = 'killed';
  const queue = queueOf(name);
  const job = await queue.add('transcode', { soundId: 'som-4' });

  const child = spawn(process.execPath, [resolve('libs/jobs/test/fixtures/stuck-worker.cjs')], {
    env: {
      ...process.env,
      ...environment.env,
      QUEUE_NAME: name,
      LOCK_MS: String(LOCK_MS),
      STALLED_MS: String(STALLED_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolvePromise, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`started ${job.id}`)) resolvePromise();
    });
    child.once('exit', (code) => reject(new Error(`o worker filho saiu antes de pegar o job (código ${code})`)));
  });
  expect(await queue.queue.getJobCountByTypes('active')).toBe(1);
  child.kill('SIGKILL');
  await new Promise((resolvePromise) => child.once('exit', resolvePromise));
  children = children.filter((other) => other !== child);

  const handledBy: string[] = [];
  work(queue, {
    transcode: async (payload) => {
      handledBy.push(payload.soundId);
      return 'transcodificado';
    },
    cleanup: async () => undefined,
  });

  await eventually(async () => {
    const state = await queue.queue.getJobState(job.id as string);
    expect(state).toBe('completed');
  }, 20000);
  const done = await queue.queue.getJob(job.id as string);
  expect(done?.returnvalue).toBe('transcodificado');
  expect(handledBy).toEqual(['som-4']);
});

test('a job scheduler enqueues recurring work', async () => {
  const queue = queueOf('recurring');
  let runs = 0;
  work(queue, {
    transcode: async () => undefined,
    cleanup: async () => {
      runs += 1;
    },
  });
  await queue.schedule('limpeza-periodica', { every: 200 }, 'cleanup', { soundId: 'todos' });
  await queue.schedule('limpeza-periodica', { every: 200 }, 'cleanup', { soundId: 'todos' });
  expect(await queue.queue.getJobSchedulersCount()).toBe(1);
  await eventually(() => expect(runs).toBeGreaterThanOrEqual(3), 10000);
});

test('the start-up check names the Redis settings BullMQ needs in production that this Redis lacks', async () => {
  const redis = client();
  const [, appendonly] = (await redis.config('GET', 'appendonly')) as [string, string];
  const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
  const missing = await missingRedisSettings(redis);
  expect(missing.some((line) => line.startsWith('appendonly yes'))).toBe(appendonly !== 'yes');
  expect(missing.some((line) => line.startsWith('maxmemory-policy noeviction'))).toBe(policy !== 'noeviction');
});

test('a periodic job runs once per period however many processes tick, and comes back after Redis lost it', async () => {
  const queue = queueOf('periodic');
  const ran: string[] = [];
  work(queue, {
    transcode: async (payload) => {
      ran.push(payload.soundId);
    },
    cleanup: async () => undefined,
  });
  const logger = new Logger('periodic-test');
  const everyMs = 60_000;
  // Three worker processes start at once and tick the same period.
  const stops = [1, 2, 3].map(() =>
    startPeriodicJob(queue, 'transcode', {
      everyMs,
      payload: (period) => ({ soundId: `período ${period}` }),
      logger,
      postponed: 'adiado',
    }),
  );
  const period = Math.floor(Date.now() / everyMs);
  await eventually(() => expect(ran).toHaveLength(1));
  // The three first ticks went out back to back: a second job one of them queued would be waiting
  // or running now, and shows in `ran` once nothing is left to run.
  await eventually(async () =>
    expect(await queue.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      prioritized: 0,
    }),
  );
  expect(ran.length).toBeLessThanOrEqual(2); // one per period (two only if the minute turned meanwhile)
  expect(ran[0]).toMatch(/^período \d+$/);

  // Redis restarted empty: the queue's keys are gone, and so would a scheduler kept there. The
  // next tick of this period's timers queues the period's job again.
  await queue.queue.obliterate({ force: true });
  await addPeriodJob(queue, 'transcode', everyMs, (each) => ({ soundId: `período ${each}` }));
  await eventually(() => expect(ran.filter((id) => id === `período ${period}`).length).toBeGreaterThanOrEqual(2));
  for (const stop of stops) stop();
});
