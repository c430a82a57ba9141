import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  MediaEvents,
  type AudioDiscarded,
  type AudioUploaded,
  type ImageDiscarded,
  type ImageUploaded,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { UploadsService } from './uploads.service';

const HANDLER = 'catalogue.uploads';

/** media's uploads and sweeps, each applied once (inbox) by UploadsService. */
@Controller()
export class UploadEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly uploads: UploadsService,
  ) {}

  @OnEvent('catalogue', MediaEvents.AudioUploaded)
  async onAudioUploaded(@Payload() event: EventEnvelope<AudioUploaded>): Promise<void> {
    const { audioId, ownerUserId } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.uploads.audioUploaded(manager, audioId, ownerUserId));
  }

  @OnEvent('catalogue', MediaEvents.ImageUploaded)
  async onImageUploaded(@Payload() event: EventEnvelope<ImageUploaded>): Promise<void> {
    const { imageId, ownerUserId, purpose, uploadedAt } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.uploads.imageUploaded(manager, { imageId, ownerId: ownerUserId, purpose, uploadedAt }),
    );
  }

  @OnEvent('catalogue', MediaEvents.AudioDiscarded)
  async onAudioDiscarded(@Payload() event: EventEnvelope<AudioDiscarded>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.uploads.audioDiscarded(manager, event.data.audioId));
  }

  @OnEvent('catalogue', MediaEvents.ImageDiscarded)
  async onImageDiscarded(@Payload() event: EventEnvelope<ImageDiscarded>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.uploads.imageDiscarded(manager, event.data.imageId));
  }
}
