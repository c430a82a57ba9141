import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  MediaEvents,
  type AudioDescribed,
  type AudioReprocessing,
  type MediaFailed,
  type MediaProcessed,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { AudioFilesService } from './audio-files.service';

const HANDLER = 'catalogue.audio-files';

/** media's processing of audio files, each event applied once (inbox) by AudioFilesService. */
@Controller()
export class MediaEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly audioFiles: AudioFilesService,
  ) {}

  @OnEvent('catalogue', MediaEvents.Processed)
  async onProcessed(@Payload() event: EventEnvelope<MediaProcessed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.audioFiles.processed(manager, event.data));
  }

  @OnEvent('catalogue', MediaEvents.Described)
  async onDescribed(@Payload() event: EventEnvelope<AudioDescribed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.audioFiles.described(manager, event.data));
  }

  @OnEvent('catalogue', MediaEvents.Failed)
  async onFailed(@Payload() event: EventEnvelope<MediaFailed>): Promise<void> {
    const { audioId, ownerUserId, message } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.audioFiles.failed(manager, audioId, ownerUserId, message),
    );
  }

  @OnEvent('catalogue', MediaEvents.Reprocessing)
  async onReprocessing(@Payload() event: EventEnvelope<AudioReprocessing>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.audioFiles.reprocessing(manager, event.data.audioId));
  }
}
