import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MediaProcessed } from '@sampleteca/contracts';
import { SoundsRepository } from '../sounds/sounds.repository';
import { UploadsRepository } from '../uploads/uploads.repository';

/** Cards draw the waveform from this many bars: plenty for a card, a quarter of media's payload. */
const CARD_PEAKS = 200;

/**
 * Keeps media's results per audio file, whether or not the sound is saved yet (processing starts
 * at wizard step 1). media is the authority on who uploaded the file.
 */
@Injectable()
export class AudioFilesService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly sounds: SoundsRepository,
  ) {}

  async processed(manager: EntityManager, audio: MediaProcessed): Promise<void> {
    await this.uploads.audioReady(manager, {
      audioId: audio.audioId,
      ownerId: audio.ownerUserId,
      durationSeconds: audio.durationSeconds,
      peaks: downsample(audio.peaks, CARD_PEAKS),
      previewUrl: audio.previewUrl,
      originalExtension: audio.originalExtension ?? null,
      bpm: audio.bpm,
      bpmConfidence: audio.bpmConfidence,
      loudness: audio.loudness.integrated,
    });
    // The wizard may save the sound before the analysis ends: it learns its tempo now.
    if (audio.bpm !== null) await this.sounds.fillMeasuredTempo(manager, audio.audioId, audio.bpm);
  }

  failed(manager: EntityManager, audioId: string, ownerId: string, message: string): Promise<void> {
    return this.uploads.audioFailed(manager, audioId, ownerId, message);
  }

  /** An administrator sent a failed file back to processing: its sound shows 'processing' again. */
  reprocessing(manager: EntityManager, audioId: string): Promise<void> {
    return this.uploads.audioReprocessing(manager, audioId);
  }
}

/** The loudest value of each of `size` equal slices, rounded: what a bar of that slice shows. */
function downsample(peaks: number[], size: number): number[] {
  if (peaks.length <= size) return peaks.map(round);
  return Array.from({ length: size }, (_, index) => {
    const slice = peaks.slice(
      Math.floor((index * peaks.length) / size),
      Math.floor(((index + 1) * peaks.length) / size),
    );
    return round(Math.max(...slice));
  });
}

const round = (value: number): number => Math.round(value * 1000) / 1000;
