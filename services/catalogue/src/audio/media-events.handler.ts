import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MediaEvents, type AudioReprocessing, type MediaFailed, type MediaProcessed } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { UploadsRepository } from '../uploads/uploads.repository';
import { AudioResultsService } from './audio-results.service';

const HANDLER = 'catalogue.audio-files';

/** Media's results per audio file (AudioResultsService); each event applies once (inbox). */
@Controller()
export class MediaEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly results: AudioResultsService,
    private readonly uploads: UploadsRepository,
  ) {}

  @OnEvent('catalogue', MediaEvents.Processed)
  async onProcessed(@Payload() event: EventEnvelope<MediaProcessed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.results.processed(manager, event.data));
  }

  @OnEvent('catalogue', MediaEvents.Failed)
  async onFailed(@Payload() event: EventEnvelope<MediaFailed>): Promise<void> {
    const audio = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.uploads.audioFailed(manager, audio.audioId, audio.ownerUserId, audio.message),
    );
  }

  /** An administrator sent a failed file back to processing: its sound shows 'processing' again. */
  @OnEvent('catalogue', MediaEvents.Reprocessing)
  async onReprocessing(@Payload() event: EventEnvelope<AudioReprocessing>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.uploads.audioReprocessing(manager, event.data.audioId),
    );
  }
}
