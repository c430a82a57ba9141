import { UnrecoverableError, Worker, type Job } from 'bullmq';
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
};

export class MissingJobHandlerError extends Error {}

/** Whether a failure in the attempt now running is the job's last: BullMQ will not try it again. */
export const isLastAttempt = (job: Job): boolean => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Runs a queue's jobs. A handler's error is rethrown to BullMQ so the job is retried with
 * its backoff; a job whose worker died is taken back after the stalled interval.
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
    async (job: Job<JobEnvelope<unknown>>) => {
      const handler = handlers[job.name as keyof J] as ((payload: unknown, job: Job) => Promise<unknown>) | undefined;
      if (!handler) throw new UnrecoverableError(`job desconhecido na fila ${definition.name}: ${job.name}`);
      return withCorrelationId(job.data.correlationId, () => handler(job.data.payload, job));
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
