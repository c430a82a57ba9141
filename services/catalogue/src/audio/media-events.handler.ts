import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaEvents, type AudioReprocessing, type MediaFailed, type MediaProcessed } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { SoundsRepository } from '../sounds/sounds.repository';
import { UploadsRepository } from '../uploads/uploads.repository';

/** Cards draw the waveform from this many bars: plenty for a card, a quarter of media's payload. */
const CARD_PEAKS = 200;

/**
 * Keeps media's results per audio file, whether or not the sound is saved yet (processing starts
 * at wizard step 1). media is the authority on who uploaded the file.
 */
@Controller()
export class MediaEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly uploads: UploadsRepository,
    private readonly sounds: SoundsRepository,
  ) {}

  @OnEvent('catalogue', MediaEvents.Processed)
  async onProcessed(@Payload() event: EventEnvelope<MediaProcessed>): Promise<void> {
    const audio = event.data;
    await this.inbox.handleOnce(event, 'catalogue.audio-files', async (manager) => {
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
    });
  }

  @OnEvent('catalogue', MediaEvents.Failed)
  async onFailed(@Payload() event: EventEnvelope<MediaFailed>): Promise<void> {
    const audio = event.data;
    await this.inbox.handleOnce(event, 'catalogue.audio-files', (manager) =>
      this.uploads.audioFailed(manager, audio.audioId, audio.ownerUserId, audio.message),
    );
  }

  /** An administrator sent a failed file back to processing: its sound shows 'processing' again. */
  @OnEvent('catalogue', MediaEvents.Reprocessing)
  async onReprocessing(@Payload() event: EventEnvelope<AudioReprocessing>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.audio-files', (manager) =>
      this.uploads.audioReprocessing(manager, event.data.audioId),
    );
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
