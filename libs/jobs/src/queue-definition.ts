import type { JobsOptions } from 'bullmq';

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
};

/**
 * Declares a queue and its typed jobs; listing each name (the object's keys) lets the
 * runtime check at start that a processor handles every one.
 *   export const MailQueue = defineQueue<{ send: SendMail }>('mail', { send: true });
 */
export function defineQueue<J extends JobMap>(
  name: string,
  jobs: { [N in keyof J]: true },
  options: Omit<QueueDefinition<J>, 'name' | 'jobNames'> = {},
): QueueDefinition<J> {
  return { name, jobNames: Object.keys(jobs), ...options };
}

/** What a job carries: the payload and the correlation id of the work that caused it. */
export type JobEnvelope<P> = { payload: P; correlationId?: string };
