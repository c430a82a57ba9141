import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { isDependencyOutage } from '@sampleteca/http';
import type { Redis } from 'ioredis';
import { withCorrelationId } from '@sampleteca/observability';
import type { JobEnvelope, JobMap, QueueDefinition } from './queue-definition';

/** One function per job name; a missing one does not compile. */
export type JobHandlers<J extends JobMap> = {
  [N in keyof J]: (payload: J[N], job: Job<JobEnvelope<J[N]>>) => Promise<unknown>;
};

export type WorkerSettings = {
  connection: Redis;
  prefix: string;
  lockDurationMs: number;
  stalledIntervalMs: number;
  concurrency?: number;
  /** How long a job waits after an outage before it runs again (OUTAGE_RETRY_MS). */
  outageRetryMs?: number;
};

export class MissingJobHandlerError extends Error {}

/** How long a job waits after PostgreSQL or Redis failed under it, before it runs again. */
export const OUTAGE_RETRY_MS = 2000;

/** Whether a failure in the attempt now running is the job's last: BullMQ will not try it again. */
export const isLastAttempt = (job: Job): boolean => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Runs a queue's jobs. A handler's error is rethrown to BullMQ so the job is retried with
 * its backoff; a job whose worker died is taken back after the stalled interval. A database or
 * Redis outage is not the job's failure: it waits OUTAGE_RETRY_MS and runs again without
 * spending an attempt, so a failover longer than the backoff does not fail the work for good.
 */
export function startWorker<J extends JobMap>(
  definition: QueueDefinition<J>,
  handlers: JobHandlers<J>,
  settings: WorkerSettings,
): Worker {
  const missing = definition.jobNames.filter((name) => typeof handlers[name as keyof J] !== 'function');
  if (missing.length) {
    throw new MissingJobHandlerError(`fila ${definition.name}: sem handler para ${missing.join(', ')}`);
  }
  return new Worker(
    definition.name,
    async (job: Job<JobEnvelope<unknown>>, token?: string) => {
      const handler = handlers[job.name as keyof J] as ((payload: unknown, job: Job) => Promise<unknown>) | undefined;
      if (!handler) throw new UnrecoverableError(`job desconhecido na fila ${definition.name}: ${job.name}`);
      try {
        return await withCorrelationId(job.data.correlationId, () => handler(job.data.payload, job));
      } catch (error) {
        if (!token || !isDependencyOutage(error)) throw error;
        await job.moveToDelayed(Date.now() + (settings.outageRetryMs ?? OUTAGE_RETRY_MS), token);
        throw new DelayedError();
      }
    },
    {
      connection: settings.connection,
      prefix: settings.prefix,
      concurrency: settings.concurrency ?? definition.concurrency ?? 1,
      lockDuration: settings.lockDurationMs,
      stalledInterval: settings.stalledIntervalMs,
      maxStalledCount: 2,
    },
  );
}
