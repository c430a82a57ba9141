import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { MediaEvents, type AudioDiscarded, type ImageDiscarded } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { InjectQueue, JobProcessor, type JobHandlers, type JobProcessorHost, type TypedQueue } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { AudioFileEntity } from '../audio/audio-file.entity';
import { audioPreviewKey } from '../audio/audio.service';
import { ImageEntity } from '../images/image.entity';
import { STORAGE, type Storage } from '../storage/storage';
import { UNUSED_UPLOADS_SCHEDULER_ID, UnusedUploadsQueue, type UnusedUploadsJobs } from './unused-uploads.queue';

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
export class UnusedUploadsSweeper implements JobProcessorHost<UnusedUploadsJobs>, OnApplicationBootstrap {
  private readonly logger = new Logger('UnusedUploadsSweeper');

  constructor(
    @InjectRepository(AudioFileEntity, 'media') private readonly audioFiles: Repository<AudioFileEntity>,
    @InjectRepository(ImageEntity, 'media') private readonly images: Repository<ImageEntity>,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(UnusedUploadsQueue) private readonly queue: TypedQueue<UnusedUploadsJobs>,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  readonly handlers: JobHandlers<UnusedUploadsJobs> = { sweep: () => this.sweep() };

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.MEDIA_UNUSED_UPLOAD_SWEEP_EVERY_SECONDS * 1000;
    await this.queue.schedule(UNUSED_UPLOADS_SCHEDULER_ID, { every }, 'sweep', {});
  }

  async sweep(now = Date.now()): Promise<SweepOutcome> {
    const cutoff = new Date(now - this.config.MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS * 1000);
    const unused = { soundId: IsNull(), predatesSweep: false, createdAt: LessThan(cutoff) };
    let audioFiles = 0;
    let covers = 0;
    const oldestFirst = { createdAt: 'ASC' } as const;
    const audioIds = await this.audioFiles.find({
      select: { id: true },
      where: unused,
      order: oldestFirst,
      take: BATCH,
    });
    for (const { id } of audioIds) if (await this.discardAudio(id, cutoff)) audioFiles += 1;
    const coverIds = await this.images.find({
      select: { id: true },
      where: { ...unused, purpose: 'cover' },
      order: oldestFirst,
      take: BATCH,
    });
    for (const { id } of coverIds) if (await this.discardCover(id, cutoff)) covers += 1;
    const removed = await this.removeDiscarded();
    if (audioFiles || covers || removed)
      this.logger.log({ audioFiles, covers, removed }, 'envios não usados removidos');
    return { audioFiles, covers, removed };
  }

  private discardAudio(id: string, cutoff: Date): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      // Locked: a sound.created for this file waits, then finds it deleted.
      const audio = await manager.findOne(AudioFileEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!this.stillUnused(audio, cutoff)) return false;
      await manager.update(AudioFileEntity, { id }, { deletedAt: new Date() });
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
      const image = await manager.findOne(ImageEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!this.stillUnused(image, cutoff)) return false;
      await manager.update(ImageEntity, { id }, { deletedAt: new Date() });
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
    const discarded = { soundId: IsNull(), predatesSweep: false, deletedAt: Not(IsNull()) };
    let removed = 0;
    const audioFiles = await this.audioFiles.find({ where: discarded, withDeleted: true, take: BATCH });
    for (const audio of audioFiles) {
      // The preview's key even when the row has none: an attempt may have stored it before failing.
      const keys = [audio.originalKey, audio.previewKey ?? audioPreviewKey(audio.id)];
      if (await this.removeObjects(keys, { audioId: audio.id })) {
        await this.audioFiles.delete({ id: audio.id, soundId: IsNull() });
        removed += 1;
      }
    }
    const covers = await this.images.find({ where: discarded, withDeleted: true, take: BATCH });
    for (const image of covers) {
      if (
        await this.removeObjects(
          Object.values(image.sizes).map((size) => size.key),
          { imageId: image.id },
        )
      ) {
        await this.images.delete({ id: image.id, soundId: IsNull() });
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
