import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaEvents, type MediaFailed, type MediaProcessed } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';

/** Cards draw the waveform from this many bars: plenty for a card, a quarter of media's payload. */
const CARD_PEAKS = 200;

/**
 * Keeps media's results per audio file, whether or not the sound is saved yet (processing starts
 * at wizard step 1). media is the authority on who uploaded the file.
 */
@Controller()
export class MediaEventsHandler {
  constructor(private readonly inbox: Inbox) {}

  @OnEvent('catalogue', MediaEvents.Processed)
  async onProcessed(@Payload() event: EventEnvelope<MediaProcessed>): Promise<void> {
    const audio = event.data;
    await this.inbox.handleOnce(event, 'catalogue.audio-files', (manager) =>
      manager.query(
        `INSERT INTO catalogue.audio_files (audio_id, owner_id, status, duration_seconds, peaks, preview_url, failure_message)
         VALUES ($1, $2, 'ready', $3, $4, $5, NULL)
         ON CONFLICT (audio_id) DO UPDATE SET owner_id = $2, status = 'ready', duration_seconds = $3, peaks = $4,
           preview_url = $5, failure_message = NULL, updated_at = now()`,
        [
          audio.audioId,
          audio.ownerUserId,
          audio.durationSeconds,
          downsample(audio.peaks, CARD_PEAKS),
          audio.previewUrl,
        ],
      ),
    );
  }

  @OnEvent('catalogue', MediaEvents.Failed)
  async onFailed(@Payload() event: EventEnvelope<MediaFailed>): Promise<void> {
    const audio = event.data;
    await this.inbox.handleOnce(event, 'catalogue.audio-files', (manager) =>
      manager.query(
        `INSERT INTO catalogue.audio_files (audio_id, owner_id, status, failure_message) VALUES ($1, $2, 'failed', $3)
         ON CONFLICT (audio_id) DO UPDATE SET owner_id = $2, status = 'failed', failure_message = $3, updated_at = now()`,
        [audio.audioId, audio.ownerUserId, audio.message],
      ),
    );
  }
}

/** The loudest value of each of `size` equal slices, rounded: what a bar of that slice shows. */
export function downsample(peaks: number[], size: number): number[] {
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
