import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import { UploadRowsRepository } from '../uploads/upload-rows.repository';
import { AudioFileEntity } from './audio-file.entity';

/** What processing found, written once when a file turns 'ready'. */
export type ProcessedAudio = Pick<
  AudioFileEntity,
  | 'durationSeconds'
  | 'sampleRate'
  | 'channels'
  | 'peaks'
  | 'legacyPeaks'
  | 'loudnessIntegrated'
  | 'loudnessRange'
  | 'truePeak'
  | 'bpm'
  | 'bpmConfidence'
  | 'bpmRange'
  | 'key'
  | 'keyStrength'
  | 'timbreVersion'
  | 'previewKey'
  | 'processedAt'
>;

/** media.audio_files. */
@Injectable()
export class AudioFilesRepository extends UploadRowsRepository<AudioFileEntity> {
  constructor(@InjectRepository(AudioFileEntity, 'media') audioFiles: Repository<AudioFileEntity>) {
    super(audioFiles);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(AudioFileEntity, { id });
  }

  /**
   * Settles a file still 'processing' (ready or failed); false when it was settled meanwhile (the
   * sweep, another attempt) or deleted with its sound. update() does not leave soft-deleted rows
   * out by itself: the condition does.
   */
  async settle(
    manager: EntityManager,
    id: string,
    outcome: ({ status: 'ready' } & ProcessedAudio) | { status: 'failed'; failureCode: string; failureMessage: string },
  ): Promise<boolean> {
    const cleared = outcome.status === 'ready' ? { failureCode: null, failureMessage: null } : {};
    const result = await manager.update(
      AudioFileEntity,
      { id, status: 'processing', deletedAt: IsNull() },
      { ...cleared, ...outcome },
    );
    return Boolean(result.affected);
  }

  /** A failed file back to 'processing' for another run; false when it was not failed (or was deleted). */
  async reopen(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager.update(
      AudioFileEntity,
      { id, status: 'failed', deletedAt: IsNull() },
      { status: 'processing', failureCode: null, failureMessage: null },
    );
    return Boolean(result.affected);
  }

  /** Files 'processing' since before `before` (uploaded, or sent back to processing), oldest first. */
  staleProcessing(before: Date, take: number): Promise<AudioFileEntity[]> {
    return this.rows.find({
      where: { status: 'processing', updatedAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take,
    });
  }

  /** The keys among `keys` that no row (live or not yet removed) names: the bench seed shares objects. */
  async unnamed(keys: string[]): Promise<string[]> {
    const named = await this.rows
      .createQueryBuilder('audio')
      .select(['audio.originalKey', 'audio.previewKey'])
      .where('(audio.originalKey IN (:...keys) OR audio.previewKey IN (:...keys))', { keys })
      .getMany();
    const live = new Set(named.flatMap((row) => [row.originalKey, row.previewKey]));
    return keys.filter((key) => !live.has(key));
  }
}
