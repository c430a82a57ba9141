import type { Logger } from '@nestjs/common';
import type { JobMap } from './queue-definition';
import { startRecurringSweep } from './recurring-sweep';
import type { TypedQueue } from './typed-queue';

/**
 * Runs a job once per period across the cluster, without a scheduler kept in Redis (one that
 * restarts empty would lose it, and the work would silently stop): every worker process ticks
 * on its own timer and adds the period's job under one id, so however many tick, BullMQ keeps
 * one job per period and one worker runs it. Call it in the worker role only; the first tick
 * is at once, not awaited (a Redis down at start must not hold the start). Returns the way to stop.
 */
export function startPeriodicJob<J extends JobMap, N extends keyof J & string>(
  queue: TypedQueue<J>,
  name: N,
  options: {
    everyMs: number;
    payload: (period: number) => J[N];
    logger: Logger;
    /** What the log says when a tick could not queue the job (Redis away). */
    postponed: string;
    /** A scheduler kept in Redis that ran this job before: removed. */
    replacesScheduler?: string;
  },
): () => void {
  const { everyMs, payload, logger, postponed, replacesScheduler } = options;
  if (replacesScheduler) void queue.queue.removeJobScheduler(replacesScheduler).catch(() => undefined);
  const tick = () => addPeriodJob(queue, name, everyMs, payload);
  void tick().catch((error: unknown) => logger.warn({ err: error }, postponed));
  return startRecurringSweep(everyMs, tick, logger, postponed);
}

/** Adds the job of the period `now` falls in; a no-op when a worker already added it. */
export async function addPeriodJob<J extends JobMap, N extends keyof J & string>(
  queue: TypedQueue<J>,
  name: N,
  everyMs: number,
  payload: (period: number) => J[N],
  now = Date.now(),
): Promise<void> {
  const period = Math.floor(now / everyMs);
  await queue.add(name, payload(period), { dedupeKey: String(period) });
}
