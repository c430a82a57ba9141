import type { Job, Worker } from 'bullmq';
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from '@sampleteca/observability';

const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a job attempt ran in a worker, by queue and job name',
  labelNames: ['queue', 'name'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

const jobsProcessed = new Counter({
  name: 'jobs_processed_total',
  help: 'Job attempts by outcome: completed, retried (to be tried again) or failed (gave up)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  registers: [metricsRegistry],
});

function seconds(job: Job): number | undefined {
  if (!job.processedOn) return undefined;
  return ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
}

/**
 * A job gave up when BullMQ moved it to the failed set (it sets finishedOn then, not on a retry):
 * attempts spent, an UnrecoverableError, or a backoff that said stop.
 */
function gaveUp(job: Job): boolean {
  return job.finishedOn !== undefined || job.attemptsMade >= (job.opts.attempts ?? 1);
}

/** Counts and times every attempt of `worker`'s jobs (per process: sum them over pods). */
export function recordJobOutcomes(worker: Worker, queue: string): void {
  worker.on('completed', (job) => {
    const duration = seconds(job);
    if (duration !== undefined) jobDuration.observe({ queue, name: job.name }, duration);
    jobsProcessed.inc({ queue, name: job.name, outcome: 'completed' });
  });
  worker.on('failed', (job) => {
    if (!job) return;
    const duration = seconds(job);
    if (duration !== undefined) jobDuration.observe({ queue, name: job.name }, duration);
    jobsProcessed.inc({ queue, name: job.name, outcome: gaveUp(job) ? 'failed' : 'retried' });
  });
}
