import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobMap } from '../queue-definition';
import type { TypedQueue } from '../typed-queue';

const HOUR_MS = 60 * 60 * 1000;

/** What an operator reads of one queue. */
export type QueueCounts = {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completedLastHour: number;
};

/** A job that used up its attempts, with why. */
export type FailedJob = {
  id: string;
  queue: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  maxAttempts: number;
  createdAt: string;
  failedAt: string | null;
  payload: unknown;
  stacktrace: string[];
};

export class QueueNotFoundError extends Error {}
export class JobNotFoundError extends Error {}
/** The job is no longer failed (retried, removed or running meanwhile). */
export class JobNotFailedError extends Error {}

/**
 * A service's queues as an operator sees and mends them: counts per state, the failed jobs with
 * their errors, and retry or removal of one failed job.
 */
export class QueueInspector {
  private readonly byName: Map<string, TypedQueue<JobMap>>;

  constructor(
    queues: TypedQueue<JobMap>[],
    private readonly redis: Redis,
  ) {
    this.byName = new Map(queues.map((typed) => [typed.definition.name, typed]));
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      [...this.byName.values()].map(async ({ queue }) => {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        // The completed set is scored by finish time: what finished in the last hour, exactly
        // (up to what removeOnComplete keeps).
        const completedLastHour = await this.redis.zcount(queue.keys.completed, Date.now() - HOUR_MS, '+inf');
        return {
          name: queue.name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completedLastHour,
        };
      }),
    );
  }

  /** The failed jobs of a queue, the latest failure first. */
  async failed(queueName: string, skip: number, take: number): Promise<{ items: FailedJob[]; total: number }> {
    const { queue } = this.queue(queueName);
    const [jobs, total] = await Promise.all([queue.getFailed(skip, skip + take - 1), queue.getFailedCount()]);
    return { items: jobs.filter(Boolean).map((job) => describe(queueName, job)), total };
  }

  /** Sends a failed job back to wait, with its attempts counted afresh. */
  async retry(queueName: string, jobId: string): Promise<FailedJob> {
    const job = await this.failedJob(queueName, jobId);
    const before = describe(queueName, job);
    await translate(jobId, () => job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }));
    return before;
  }

  async remove(queueName: string, jobId: string): Promise<FailedJob> {
    const job = await this.failedJob(queueName, jobId);
    const before = describe(queueName, job);
    await translate(jobId, () => job.remove());
    return before;
  }

  private queue(name: string): TypedQueue<JobMap> {
    const typed = this.byName.get(name);
    if (!typed) throw new QueueNotFoundError(name);
    return typed;
  }

  private async failedJob(queueName: string, jobId: string): Promise<Job> {
    const { queue } = this.queue(queueName);
    const job = await queue.getJob(jobId);
    if (!job) throw new JobNotFoundError(jobId);
    if ((await job.getState()) !== 'failed') throw new JobNotFailedError(jobId);
    return job;
  }
}

/**
 * A job that changed between our check and BullMQ's command (taken by a worker, retried or
 * removed by another operator) makes BullMQ's script answer a negative code: it is no longer failed.
 */
async function translate(jobId: string, command: () => Promise<unknown>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (typeof (error as { code?: unknown }).code === 'number') throw new JobNotFailedError(jobId);
    throw error;
  }
}

function describe(queue: string, job: Job): FailedJob {
  const data = job.data as { payload?: unknown } | undefined;
  return {
    id: String(job.id),
    queue,
    name: job.name,
    failedReason: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    createdAt: new Date(job.timestamp).toISOString(),
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    payload: data && 'payload' in data ? data.payload : data,
    stacktrace: job.stacktrace ?? [],
  };
}
