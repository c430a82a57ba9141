import { defineQueue } from '@sampleteca/jobs';

export type ProcessAudio = { audioId: string };
/** On demand (an operator, a test): the sweep each worker process also runs on a timer (AudioProcessor.sweep). */
export type SweepAudio = Record<string, never>;
export type AudioJobs = { process: ProcessAudio; sweep: SweepAudio };

/** Job states in which BullMQ will still run a job. */
export const LIVE_JOB_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * media's audio work. A `process` job's id is derived from the audio id (dedupeKey), so adding
 * it twice is a no-op. Three attempts (backoff JOBS_BACKOFF_MS, exponential); an undecodable
 * file is not retried. Two files at a time per worker process: ffmpeg runs in child processes
 * and essentia in a thread, so each job keeps about one core busy.
 */
export const AudioProcessingQueue = defineQueue<AudioJobs>(
  'audio-processing',
  { process: true, sweep: true },
  { defaultJobOptions: { attempts: 3 }, concurrency: 2 },
);
