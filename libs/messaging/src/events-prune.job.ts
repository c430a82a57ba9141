import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import {
  addPeriodJob,
  JobProcessor,
  startPeriodicJob,
  type JobHandlers,
  type JobProcessorHost,
  type JobsRuntime,
  type QueueDefinition,
  type TypedQueue,
} from '@sampleteca/jobs';
import type { EventsPruneJobs } from './events-prune.queue';
import type { EventsPruner, PruneOutcome } from './events-pruner';

/** Runs a service's EventsPruner once per cluster every EVENTS_PRUNE_EVERY_SECONDS (startPeriodicJob). */
const POSTPONED = 'limpeza de outbox e inbox adiada';

export class EventsPruneJob
  implements JobProcessorHost<EventsPruneJobs>, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger: Logger;
  private readonly everyMs: number;
  private queue?: TypedQueue<EventsPruneJobs>;
  private stop = (): void => undefined;

  constructor(
    private readonly definition: QueueDefinition<EventsPruneJobs>,
    private readonly pruner: EventsPruner,
    private readonly runtime: JobsRuntime,
    private readonly config: Config,
  ) {
    this.logger = new Logger(`EventsPruneJob:${pruner.schema}`);
    this.everyMs = config.EVENTS_PRUNE_EVERY_SECONDS * 1000;
  }

  readonly handlers: JobHandlers<EventsPruneJobs> = { prune: () => this.prune() };

  onApplicationBootstrap(): void {
    // The api role neither runs the job nor queues it (JobsRuntime starts workers in the worker role only).
    if (!this.config.ROLES.includes('worker')) return;
    this.queue = this.runtime.queue(this.definition);
    this.stop = startPeriodicJob(this.queue, 'prune', {
      everyMs: this.everyMs,
      payload: (period) => ({ period }),
      logger: this.logger,
      postponed: POSTPONED,
    });
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  /** Queues the job of the period `now` falls in, as the timer does; a no-op when a worker already did. */
  async tick(now = Date.now()): Promise<void> {
    if (!this.queue) return;
    await addPeriodJob(this.queue, 'prune', this.everyMs, (period) => ({ period }), now).catch((error: unknown) =>
      this.logger.warn({ err: error }, POSTPONED),
    );
  }

  async prune(): Promise<PruneOutcome> {
    const outcome = await this.pruner.prune();
    this.logger.log({ schema: this.pruner.schema, ...outcome }, 'outbox e inbox: eventos antigos removidos');
    return outcome;
  }
}

/** The provider of a service's EventsPruneJob (`app.get(eventsPruneJobToken('catalogue'))`). */
export const eventsPruneJobToken = (service: string) => `sampleteca:events-prune-job:${service}`;

/**
 * JobsRuntime finds a processor's queue on its class: each service gets a class of its own,
 * carrying that service's queue.
 */
export function eventsPruneJobClass(definition: QueueDefinition<EventsPruneJobs>): typeof EventsPruneJob {
  @JobProcessor(definition)
  class ServiceEventsPruneJob extends EventsPruneJob {}
  return ServiceEventsPruneJob;
}
