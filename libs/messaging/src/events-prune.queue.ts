import { defineQueue } from '@sampleteca/jobs';

/** The period (EVENTS_PRUNE_EVERY_SECONDS since the epoch) a run belongs to: one run each. */
export type PruneEvents = { period: number };
export type EventsPruneJobs = { prune: PruneEvents };

/**
 * One queue per service: a worker process takes only the jobs of the services it runs (SERVICES
 * differs between Deployments), each against that service's own schema.
 */
export const eventsPruneQueue = (service: string) =>
  defineQueue<EventsPruneJobs>(`events-prune-${service}`, { prune: true });
