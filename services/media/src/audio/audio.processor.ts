import { storedPeaks } from './peak-bytes';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG, type Config } from '@sampleteca/config';
import { MediaEvents, type MediaFailed, type MediaProcessed } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { isDependencyOutage } from '@sampleteca/http';
import {
  InjectQueue,
  isLastAttempt,
  jobIdFor,
  startRecurringSweep,
  JobProcessor,
  type JobEnvelope,
  type JobHandlers,
  type JobProcessorHost,
  type TypedQueue,
} from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { saveStoredObject } from '../storage/save-stored-object';
import { STORAGE, type Storage } from '../storage/storage';
import type { AudioFileEntity } from './audio-file.entity';
import { AudioFilesRepository } from './audio-files.repository';
import { preferFileNameHints } from './analysis/file-name-hints';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType } from './audio-types';
import { AudioProcessingQueue, LIVE_JOB_STATES, type AudioJobs, type ProcessAudio } from './audio.queue';
import { audioPreviewKey, audioPreviewUrl } from './audio.service';
import {
  AUDIO_FAILURE_MESSAGES,
  AudioDecodeError,
  AudioFailureCode,
  isRetryableFailure,
} from './analysis/audio-failures';
import { analyzeAudio, type AudioAnalysis } from './analysis/analyze-audio';
import { TIMBRE_VERSION } from './analysis';
import { EssentiaAnalyzer } from './analysis/essentia-analyzer';

/** A file still 'processing' this long whose job BullMQ gave up on without us is settled as failed. */
const STALE_PROCESSING_MS = 10 * 60 * 1000;
/** The Redis-held scheduler that drove the sweep before the timer did. */
const OLD_SWEEP_SCHEDULER_ID = 'audio-processing-sweep';

type ProcessOutcome =
  | { skipped: 'missing' | 'ready' | 'failed' | 'deleted' }
  | { status: 'ready'; durationSeconds: number; bpm: number | null; key: string | null };

/**
 * The worker role's audio jobs: fetch the original, run the pipeline (decode, peaks, loudness,
 * preview, tempo, key), store the preview and commit the results with `media.processed` in one
 * transaction. Any error goes back to BullMQ for another attempt; an undecodable file, or the
 * last attempt, ends 'failed' with `media.failed`. Never left 'processing': see the sweep.
 */
@Injectable()
@JobProcessor(AudioProcessingQueue)
export class AudioProcessor implements JobProcessorHost<AudioJobs>, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AudioProcessor');
  private readonly analyzer = new EssentiaAnalyzer();
  private stopSweep = (): void => undefined;
  private readonly sweepEveryMs: number;

  constructor(
    private readonly audioFiles: AudioFilesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(AudioProcessingQueue) private readonly queue: TypedQueue<AudioJobs>,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {
    this.sweepEveryMs = config.MEDIA_AUDIO_SWEEP_EVERY_SECONDS * 1000;
  }

  readonly handlers: JobHandlers<AudioJobs> = {
    process: ({ audioId }, job) => this.process(audioId, job),
    sweep: () => this.sweep(),
  };

  async onApplicationBootstrap(): Promise<void> {
    this.stopSweep = startRecurringSweep(
      this.sweepEveryMs,
      () => this.sweep(),
      this.logger,
      'varredura de áudios adiada',
    );
    await this.queue.queue.removeJobScheduler(OLD_SWEEP_SCHEDULER_ID).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopSweep();
    await this.analyzer.close();
  }

  async process(audioId: string, job: Job<JobEnvelope<ProcessAudio>>): Promise<ProcessOutcome> {
    const audio = await this.audioFiles.find(audioId);
    if (!audio) return { skipped: 'missing' };
    if (audio.status !== 'processing') return { skipped: audio.status };

    const workDir = await mkdtemp(join(tmpdir(), 'sampleteca-audio-'));
    try {
      const inputPath = await saveStoredObject(this.storage, audio.originalKey, workDir);
      if (!inputPath) throw new Error(`original ausente no armazenamento: ${audio.originalKey}`);
      await job.updateProgress(10);

      const previewPath = join(workDir, 'preview.mp3');
      const started = Date.now();
      const analysis = await analyzeAudio(inputPath, {
        previewPath,
        analyzer: this.analyzer,
        ffmpegPath: this.config.MEDIA_FFMPEG_PATH,
        analysisMaxSeconds: this.config.MEDIA_AUDIO_ANALYSIS_MAX_SECONDS,
        onProgress: (percent) => job.updateProgress(percent),
      });
      const previewKey = analysis.previewIsSource ? audio.originalKey : audioPreviewKey(audio.id);
      if (!analysis.previewIsSource) {
        const { size } = await stat(previewPath);
        await this.storage.put(previewKey, createReadStream(previewPath), {
          contentType: 'audio/mpeg',
          contentLength: size,
        });
      }
      if (!(await this.commitReady(audio, analysis, previewKey))) {
        // Its sound was deleted while we worked: the preview just stored has no row to name it.
        const row = await this.audioFiles.findIncludingDeleted(audio.id);
        if (row?.deletedAt) {
          if (!analysis.previewIsSource) await this.storage.delete(previewKey);
          return { skipped: 'deleted' };
        }
      }
      await job.updateProgress(100);
      this.logger.log(
        {
          audioId,
          durationSeconds: analysis.durationSeconds,
          elapsedMs: Date.now() - started,
          bpm: analysis.bpm,
          key: analysis.key,
          problems: analysis.problems.length ? analysis.problems : undefined,
        },
        'áudio processado',
      );
      return { status: 'ready', durationSeconds: analysis.durationSeconds, bpm: analysis.bpm, key: analysis.key };
    } catch (error) {
      const undecodable = error instanceof AudioDecodeError ? error : undefined;
      const lastAttempt = isLastAttempt(job);
      if (undecodable) {
        this.logger.warn({ audioId, detail: undecodable.detail }, 'áudio ilegível');
        await this.markFailed(audio, undecodable.code, undecodable.userMessage);
        throw new UnrecoverableError(undecodable.message);
      }
      // An outage is not the file's failure: the job runs again without spending an attempt.
      if (lastAttempt && !isDependencyOutage(error)) {
        this.logger.error({ err: error, audioId }, 'processamento de áudio falhou na última tentativa');
        await this.markFailed(audio, AudioFailureCode.ProcessingFailed);
      }
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** False when the row was settled meanwhile, or deleted with its sound. */
  private async commitReady(audio: AudioFileEntity, estimated: AudioAnalysis, previewKey: string): Promise<boolean> {
    const processedAt = new Date();
    // A tempo or key the file's name states wins over the estimate (issue #18 §3).
    const analysis = preferFileNameHints(estimated, audio);
    // What was measured, without how it was found (analysedSeconds, problems…): row and event share it.
    const {
      analysedSeconds: _seconds,
      problems: _problems,
      previewIsSource: _asIs,
      timbre,
      reading,
      ...found
    } = analysis;
    const measured = { ...found, peaks: storedPeaks(found.peaks) };
    // The timbre and the reading go with the event only (the catalogue keeps them, #34, #44); the row says the version.
    const { loudness, ...columns } = measured;
    return this.transactions.run(async (manager) => {
      const settled = await this.audioFiles.settle(manager, audio.id, {
        status: 'ready',
        ...columns,
        // The JSON copy is no longer kept (peak_bytes holds the peaks): cleared when a file is processed again.
        legacyPeaks: null,
        loudnessIntegrated: loudness.integrated,
        loudnessRange: loudness.range,
        truePeak: loudness.truePeak,
        // Described, even when there was nothing to describe (too short, silent): no backfill for it.
        timbreVersion: TIMBRE_VERSION,
        previewKey,
        processedAt,
      });
      // Settled meanwhile (the sweep, another attempt) or deleted: nothing to announce.
      if (!settled) return false;
      const event: MediaProcessed = {
        audioId: audio.id,
        ownerUserId: audio.ownerUserId,
        contentType: audio.contentType,
        ...(isAcceptedAudioType(audio.contentType) && {
          originalExtension: ACCEPTED_AUDIO_TYPES[audio.contentType],
        }),
        bytes: audio.bytes,
        ...measured,
        timbre,
        reading,
        previewKey,
        previewUrl: audioPreviewUrl(audio.id),
        processedAt: processedAt.toISOString(),
      };
      await this.outbox.add(manager, MediaEvents.Processed, event);
      return true;
    });
  }

  /**
   * 'failed' with the owner's message and `media.failed`, once (only from 'processing'); the row
   * stays, so its owner still reads why. A file that cannot be decoded is never played nor
   * downloaded: its original goes (up to 200 MB). When our side failed, the original stays (it
   * goes with its sound, or with the unused-upload sweep) so an administrator can process it again.
   */
  async markFailed(
    audio: AudioFileEntity,
    code: AudioFailureCode,
    message = AUDIO_FAILURE_MESSAGES[code],
  ): Promise<boolean> {
    const failed = await this.transactions.run(async (manager) => {
      const settled = await this.audioFiles.settle(manager, audio.id, {
        status: 'failed',
        failureCode: code,
        failureMessage: message,
      });
      if (!settled) return false;
      const event: MediaFailed = {
        audioId: audio.id,
        ownerUserId: audio.ownerUserId,
        code,
        message,
        failedAt: new Date().toISOString(),
      };
      await this.outbox.add(manager, MediaEvents.Failed, event);
      return true;
    });
    if (failed) {
      // A preview stored by an attempt whose commit failed has no row pointing at it either.
      const keys = isRetryableFailure(code)
        ? [audioPreviewKey(audio.id)]
        : [audio.originalKey, audioPreviewKey(audio.id)];
      for (const key of keys) {
        await this.storage
          .delete(key)
          .catch((error: unknown) =>
            this.logger.warn({ err: error, audioId: audio.id, key }, 'arquivo de áudio falho não removido'),
          );
      }
    }
    return failed;
  }

  /**
   * Files still 'processing' whose job BullMQ no longer runs: a job that vanished (Redis lost
   * it, or it was never queued) is queued again after a round (MEDIA_AUDIO_SWEEP_EVERY_SECONDS); one BullMQ failed or
   * completed without settling the row (a worker that died past the stalled limit) ends
   * 'failed' after ten minutes. Every worker process sweeps: queueing is idempotent (the job id
   * is the file's) and settling happens once.
   */
  async sweep(): Promise<{ failed: number; requeued: number }> {
    const now = Date.now();
    // Processing for a whole round with no job in Redis: lost with it, or never queued.
    const stale = await this.audioFiles.staleProcessing(new Date(now - this.sweepEveryMs), 100);
    let failed = 0;
    let requeued = 0;
    for (const audio of stale) {
      const job = await this.queue.queue.getJob(jobIdFor('process', audio.id));
      const state = job ? await job.getState() : 'unknown';
      if (LIVE_JOB_STATES.has(state)) continue;
      if (state === 'unknown') {
        await this.queue.add('process', { audioId: audio.id }, { dedupeKey: audio.id });
        requeued += 1;
      } else if (
        audio.updatedAt.getTime() < now - STALE_PROCESSING_MS &&
        (await this.markFailed(audio, AudioFailureCode.ProcessingFailed))
      ) {
        failed += 1;
      }
    }
    if (failed || requeued) this.logger.warn({ failed, requeued }, 'áudios parados resolvidos');
    return { failed, requeued };
  }
}
