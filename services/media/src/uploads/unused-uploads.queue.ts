import { defineQueue } from '@sampleteca/jobs';

/** Recurring: deletes uploads no sound took in time (audio files and covers; never avatars). */
export type SweepUnusedUploads = Record<string, never>;
export type UnusedUploadsJobs = { sweep: SweepUnusedUploads };

/** media's housekeeping: one sweep at a time, every MEDIA_UNUSED_UPLOAD_SWEEP_EVERY_SECONDS. */
export const UnusedUploadsQueue = defineQueue<UnusedUploadsJobs>(
  'unused-uploads',
  { sweep: true },
  {
    defaultJobOptions: { attempts: 3 },
    periodic: {
      job: 'sweep',
      everyMs: (config) => config.MEDIA_UNUSED_UPLOAD_SWEEP_EVERY_SECONDS * 1000,
      postponed: 'limpeza de envios adiada',
      // The Redis-kept scheduler this sweep used before: removed.
      replacesScheduler: 'unused-uploads-sweep',
    },
  },
);
