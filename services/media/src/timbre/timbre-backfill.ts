import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { MediaEvents, type AudioDescribed } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import {
  AudioDecodeError,
  type AudioDescription,
  describeAudio,
  EssentiaAnalyzer,
  TIMBRE_VERSION,
} from '../audio/analysis';
import { AudioProcessingQueue, type AudioJobs } from '../audio/audio.queue';
import { saveStoredObject } from '../storage/save-stored-object';
import { STORAGE, type Storage } from '../storage/storage';
import { TimbreBackfillRepository, type FileToDescribe } from './timbre-backfill.repository';

/** How often the worker looks for files left undescribed (e.g. processed by an older pod mid-rollout). */
const LOOK_AGAIN_MS = 10 * 60_000;
/** While uploads wait for processing, the backfill waits this long before asking again. */
const UPLOADS_FIRST_MS = 2000;

/**
 * Describes the timbre (and reads the family and shape, #44) of files processed before descriptors
 * existed or with an older version (v1 files are described again with v2),
 * so 'Sons parecidos' finds them: a worker provider, one file at a time, uploads first (it waits
 * while the processing queue has work). Each file is one transaction: the row is locked (other
 * workers take other files), the original (or the preview, if the original is gone) is described,
 * and the version with `media.audio.described` commit together. A worker stopped or killed
 * mid-file loses that file's work only; the next start goes on from the files still left.
 * Progress: GET /api/admin/media/backfills (Operações).
 */
@Injectable()
export class TimbreBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TimbreBackfill');
  private readonly analyzer = new EssentiaAnalyzer();
  private readonly stopped = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly files: TimbreBackfillRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(AudioProcessingQueue) private readonly queue: TypedQueue<AudioJobs>,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped.abort();
    clearTimeout(this.timer);
    await this.running;
    await this.analyzer.close();
  }

  /** Describes files until none is left or the worker stops; answers how many it described. */
  async runUntilDone(): Promise<number> {
    let described = 0;
    while (!this.stopped.signal.aborted) {
      if (await this.uploadsWaiting()) {
        await pause(UPLOADS_FIRST_MS, undefined, { signal: this.stopped.signal }).catch(() => undefined);
        continue;
      }
      if (!(await this.transactions.run((manager) => this.describeNext(manager)))) break;
      described += 1;
    }
    if (described) this.logger.log(`${described} arquivo(s) descrito(s)`);
    return described;
  }

  private schedule(delayMs: number): void {
    if (this.stopped.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.running = this.runUntilDone()
        .catch((error: Error) => this.logger.warn(`interrompido (recomeça na próxima vez): ${error.message}`))
        .finally(() => this.schedule(LOOK_AGAIN_MS));
    }, delayMs);
    this.timer.unref();
  }

  private async uploadsWaiting(): Promise<boolean> {
    const counts = await this.queue.queue.getJobCounts('waiting', 'prioritized').catch(() => undefined);
    return Boolean(counts && (counts.waiting ?? 0) + (counts.prioritized ?? 0) > 0);
  }

  /** False when no file is left to describe. */
  private async describeNext(manager: EntityManager): Promise<boolean> {
    const file = await this.files.claimNext(manager, TIMBRE_VERSION);
    if (!file) return false;
    const heard = await this.describe(file);
    await this.files.described(manager, file.id, TIMBRE_VERSION);
    if (heard?.timbre) {
      const event: AudioDescribed = {
        audioId: file.id,
        ownerUserId: file.ownerUserId,
        timbre: heard.timbre,
        reading: heard.reading,
        describedAt: new Date().toISOString(),
      };
      await this.outbox.add(manager, MediaEvents.Described, event);
    }
    return true;
  }

  /** Null when there is nothing to describe: silent, too short, unreadable, or no stored file left. */
  private async describe(file: FileToDescribe): Promise<Pick<AudioDescription, 'timbre' | 'reading'> | null> {
    const workDir = await mkdtemp(join(tmpdir(), 'sampleteca-timbre-'));
    try {
      for (const key of [file.originalKey, file.previewKey]) {
        const path = key ? await saveStoredObject(this.storage, key, workDir) : undefined;
        if (!path) continue;
        try {
          const heard = await describeAudio(path, {
            analyzer: this.analyzer,
            ffmpegPath: this.config.MEDIA_FFMPEG_PATH,
          });
          return heard;
        } catch (error) {
          if (!(error instanceof AudioDecodeError)) throw error;
          this.logger.warn({ audioId: file.id, detail: error.detail }, 'áudio ilegível: sem timbre');
          return null;
        }
      }
      this.logger.warn({ audioId: file.id }, 'nenhum arquivo guardado para descrever');
      return null;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
