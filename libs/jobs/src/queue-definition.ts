import type { JobsOptions } from 'bullmq';
import type { Config } from '@sampleteca/config';

/** Job name → payload type of one queue. */
export type JobMap = Record<string, unknown>;

export type QueueDefinition<J extends JobMap> = {
  name: string;
  /** Every job name, so a worker missing a handler is refused at start. */
  jobNames: string[];
  /** Carries the job types for the compiler only (never set). */
  readonly jobTypes?: J;
  defaultJobOptions?: JobsOptions;
  concurrency?: number;
  /** A job of this queue, with an empty payload, queued once per period while its worker runs. */
  periodic?: PeriodicJob;
};

/** The periodic job of a queue: JobsRuntime starts it with the queue's worker (startPeriodicJob). */
export type PeriodicJob = {
  job: string;
  everyMs: (config: Config) => number;
  /** What the log says when a tick could not queue the job (Redis away). */
  postponed: string;
  /** A scheduler kept in Redis that ran this job before: removed. */
  replacesScheduler?: string;
};

/**
 * Declares a queue and its typed jobs; listing each name (the object's keys) lets the
 * runtime check at start that a processor handles every one.
 *   export const MailQueue = defineQueue<{ send: SendMail }>('mail', { send: true });
 */
export function defineQueue<J extends JobMap>(
  name: string,
  jobs: { [N in keyof J]: true },
  options: Omit<QueueDefinition<J>, 'name' | 'jobNames' | 'periodic'> & {
    periodic?: PeriodicJob & { job: keyof J & string };
  } = {},
): QueueDefinition<J> {
  return { name, jobNames: Object.keys(jobs), ...options };
}

/** What a job carries: the payload and the correlation id of the work that caused it. */
export type JobEnvelope<P> = { payload: P; correlationId?: string };
