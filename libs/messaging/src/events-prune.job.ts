import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import {
  JobProcessor,
  type JobHandlers,
  type JobProcessorHost,
  type JobsRuntime,
  type QueueDefinition,
  type TypedQueue,
} from '@sampleteca/jobs';
import type { EventsPruneJobs } from './events-prune.queue';
import type { EventsPruner, PruneOutcome } from './events-pruner';

/**
 * Runs a service's EventsPruner once per cluster every EVENTS_PRUNE_EVERY_SECONDS, in the worker
 * role only. Every worker process keeps a timer (as media's audio sweep does: a scheduler kept
 * in Redis would be lost with a Redis that restarts empty, and pruning would silently stop) and
 * each tick adds the period's job under one id: however many workers tick, BullMQ keeps one job
 * per period and one worker runs it.
 */
export class EventsPruneJob
  implements JobProcessorHost<EventsPruneJobs>, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger: Logger;
  private readonly everyMs: number;
  private queue?: TypedQueue<EventsPruneJobs>;
  private timer?: NodeJS.Timeout;

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
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    // Not awaited: a Redis down at start would hold the whole start until it returns.
    void this.tick();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Queues the job of the period `now` falls in; a no-op when a worker already queued it. */
  async tick(now = Date.now()): Promise<void> {
    try {
      const period = Math.floor(now / this.everyMs);
      await this.queue?.add('prune', { period }, { dedupeKey: String(period) });
    } catch (error) {
      // Redis away: the next tick queues it.
      this.logger.warn({ err: error }, 'limpeza de outbox e inbox adiada');
    }
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
