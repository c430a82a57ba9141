import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AudioDescribed, MediaProcessed } from '@sampleteca/contracts';
import { FamiliesService } from '../families/families.service';
import { SoundsRepository } from '../sounds/sounds.repository';
import { UploadsRepository } from '../uploads/uploads.repository';
import { cardLevels } from './card-peaks';

/**
 * Keeps media's results per audio file, whether or not the sound is saved yet (processing starts
 * at wizard step 1). media is the authority on who uploaded the file.
 */
@Injectable()
export class AudioFilesService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly sounds: SoundsRepository,
    private readonly families: FamiliesService,
  ) {}

  async processed(manager: EntityManager, audio: MediaProcessed): Promise<void> {
    await this.uploads.audioReady(manager, {
      audioId: audio.audioId,
      ownerId: audio.ownerUserId,
      durationSeconds: audio.durationSeconds,
      cardLevels: cardLevels(audio.peaks),
      previewUrl: audio.previewUrl,
      originalExtension: audio.originalExtension ?? null,
      bpm: audio.bpm,
      bpmConfidence: audio.bpmConfidence,
      loudness: audio.loudness.integrated,
      timbre: audio.timbre,
    });
    // The wizard may save the sound before the analysis ends: it learns its tempo now.
    if (audio.bpm !== null) await this.sounds.fillMeasuredTempo(manager, audio.audioId, audio.bpm);
    // The wizard's chips, and the tags of a sound saved before now without its producer's choice.
    await this.families.applyReading(manager, audio.audioId, audio.reading);
  }

  /**
   * media's backfill described a file processed before descriptors existed (or with an older
   * version): 'Sons parecidos' finds it now, and its sound is re-tagged unless its producer chose.
   */
  async described(manager: EntityManager, audio: AudioDescribed): Promise<void> {
    await this.uploads.audioDescribed(manager, audio.audioId, audio.timbre);
    await this.families.applyReading(manager, audio.audioId, audio.reading);
  }

  failed(manager: EntityManager, audioId: string, ownerId: string, message: string): Promise<void> {
    return this.uploads.audioFailed(manager, audioId, ownerId, message);
  }

  /** An administrator sent a failed file back to processing: its sound shows 'processing' again. */
  reprocessing(manager: EntityManager, audioId: string): Promise<void> {
    return this.uploads.audioReprocessing(manager, audioId);
  }
}
