import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { MediaEvents, type AudioDiscarded, type ImageDiscarded } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { JobProcessor, type JobHandlers, type JobProcessorHost } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { AudioFilesRepository } from '../audio/audio-files.repository';
import { audioPreviewKey } from '../audio/audio.service';
import { shareCardKey } from '../images/image-keys';
import { ImagesRepository } from '../images/images.repository';
import { STORAGE, type Storage } from '../storage/storage';
import { UnusedUploadsQueue, type UnusedUploadsJobs } from './unused-uploads.queue';

/** Rows looked at per kind and run: the next run takes the rest. */
const BATCH = 200;

export type SweepOutcome = { audioFiles: number; covers: number; removed: number };

/**
 * Uploads no sound took within MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS (an abandoned wizard, a file
 * sent only to fill a disk): audio files in any state and covers. Avatars stay: profiles, not
 * sounds, refer to them. Each file is first marked deleted with its `media.*.discarded` event
 * in one transaction (from then on no sound takes it: sound.created ignores it and the
 * catalogue forgets the id), then its objects go, then its row; a run that fails half-way
 * leaves marked rows the next run finishes.
 */
@Injectable()
@JobProcessor(UnusedUploadsQueue)
export class UnusedUploadsSweeper implements JobProcessorHost<UnusedUploadsJobs> {
  private readonly logger = new Logger('UnusedUploadsSweeper');

  constructor(
    private readonly audioFiles: AudioFilesRepository,
    private readonly images: ImagesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  readonly handlers: JobHandlers<UnusedUploadsJobs> = { sweep: () => this.sweep() };

  async sweep(now = Date.now()): Promise<SweepOutcome> {
    const cutoff = new Date(now - this.config.MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS * 1000);
    let audioFiles = 0;
    let covers = 0;
    for (const id of await this.audioFiles.unusedIds(cutoff, BATCH))
      if (await this.discardAudio(id, cutoff)) audioFiles += 1;
    for (const id of await this.images.unusedCoverIds(cutoff, BATCH))
      if (await this.discardCover(id, cutoff)) covers += 1;
    const removed = await this.removeDiscarded();
    if (audioFiles || covers || removed)
      this.logger.log({ audioFiles, covers, removed }, 'envios não usados removidos');
    return { audioFiles, covers, removed };
  }

  private discardAudio(id: string, cutoff: Date): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      // Locked: a sound.created for this file waits, then finds it deleted.
      const audio = await this.audioFiles.lock(manager, id);
      if (!this.stillUnused(audio, cutoff)) return false;
      await this.audioFiles.markDeleted(manager, id);
      await this.outbox.add<AudioDiscarded>(manager, MediaEvents.AudioDiscarded, {
        audioId: id,
        ownerUserId: audio.ownerUserId,
        discardedAt: new Date().toISOString(),
      });
      return true;
    });
  }

  private discardCover(id: string, cutoff: Date): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const image = await this.images.lock(manager, id);
      if (!this.stillUnused(image, cutoff)) return false;
      await this.images.markDeleted(manager, id);
      await this.outbox.add<ImageDiscarded>(manager, MediaEvents.ImageDiscarded, {
        imageId: id,
        ownerUserId: image.ownerUserId,
        discardedAt: new Date().toISOString(),
      });
      return true;
    });
  }

  /** Checked again under the lock: a sound may have taken the file since it was listed. */
  private stillUnused<Row extends { soundId: string | null; createdAt: Date }>(
    row: Row | null,
    cutoff: Date,
  ): row is Row {
    return row !== null && row.soundId === null && row.createdAt < cutoff;
  }

  /**
   * Rows marked deleted without a sound are the sweep's (a deleted sound's rows keep its id):
   * their objects go, then the rows. A storage failure leaves the row for the next run.
   */
  private async removeDiscarded(): Promise<number> {
    let removed = 0;
    for (const audio of await this.audioFiles.discarded(BATCH)) {
      // The preview's key even when the row has none: an attempt may have stored it before failing.
      const keys = [audio.originalKey, audio.previewKey ?? audioPreviewKey(audio.id)];
      if (await this.removeObjects(keys, { audioId: audio.id })) {
        await this.audioFiles.removeDiscarded(audio.id);
        removed += 1;
      }
    }
    for (const image of await this.images.discarded(BATCH)) {
      const keys = [...Object.values(image.sizes).map((size) => size.key), shareCardKey(image.id)];
      if (await this.removeObjects(keys, { imageId: image.id })) {
        await this.images.removeDiscarded(image.id);
        removed += 1;
      }
    }
    return removed;
  }

  private async removeObjects(keys: string[], context: Record<string, string>): Promise<boolean> {
    try {
      for (const key of new Set(keys)) await this.storage.delete(key);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, ...context }, 'arquivos de um envio não usado não puderam ser removidos');
      return false;
    }
  }
}
