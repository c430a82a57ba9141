import type { Job, JobsOptions, Queue, RepeatOptions } from 'bullmq';
import { currentCorrelationId } from '@sampleteca/observability';
import type { JobEnvelope, JobMap, QueueDefinition } from './queue-definition';

export type AddOptions = Pick<JobsOptions, 'delay' | 'priority' | 'attempts'> & {
  /**
   * Makes the job id deterministic (`<job>.<key>`): while a job with that id is waiting,
   * running or kept, adding it again is a no-op (e.g. one sync per customer).
   */
  dedupeKey?: string;
  /**
   * Collapses triggers: while a job with this key waits, adding another is a no-op; while one
   * runs, exactly one follow-up is kept, so the latest state is always picked up.
   */
  collapseKey?: string;
};

/** The id `add(name, …, { dedupeKey })` gives its job: to find that job again (queue.getJob). */
export const jobIdFor = (name: string, dedupeKey: string) => `${name}.${dedupeKey}`;

/** A queue whose job names and payloads are checked by the compiler. */
export class TypedQueue<J extends JobMap> {
  constructor(
    readonly definition: QueueDefinition<J>,
    readonly queue: Queue,
  ) {}

  add<N extends keyof J & string>(name: N, payload: J[N], options: AddOptions = {}): Promise<Job<JobEnvelope<J[N]>>> {
    const { dedupeKey, collapseKey, ...rest } = options;
    const envelope: JobEnvelope<J[N]> = { payload, correlationId: currentCorrelationId() };
    return this.queue.add(name, envelope, {
      ...rest,
      ...(dedupeKey ? { jobId: jobIdFor(name, dedupeKey) } : {}),
      ...(collapseKey ? { deduplication: { id: `${name}.${collapseKey}`, keepLastIfActive: true } } : {}),
    }) as Promise<Job<JobEnvelope<J[N]>>>;
  }

  /** Recurring work: creates or updates one scheduler by id (idempotent across restarts). */
  schedule<N extends keyof J & string>(
    schedulerId: string,
    repeat: RepeatOptions,
    name: N,
    payload: J[N],
  ): Promise<unknown> {
    return this.queue.upsertJobScheduler(schedulerId, repeat, { name, data: { payload } });
  }
}
