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
import { UploadsRepository } from './uploads.repository';

const HANDLER = 'catalogue.uploads';

/** What a sound whose file media swept before the sound reached it shows (a race of a moment). */
const DISCARDED_AUDIO_MESSAGE = 'O arquivo de áudio não foi usado a tempo e foi removido. Envie-o novamente.';

/**
 * Which uploads exist in media and whose they are, so a sound names only its owner's files and
 * never an id nobody uploaded. Audio files start as 'processing' rows of the audio projection
 * (media.processed / media.failed complete them); covers and avatars go to uploaded_images.
 * A file media swept unused is forgotten: no sound may name it any more.
 */
@Controller()
export class UploadEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly uploads: UploadsRepository,
  ) {}

  @OnEvent('catalogue', MediaEvents.AudioUploaded)
  async onAudioUploaded(@Payload() event: EventEnvelope<AudioUploaded>): Promise<void> {
    const { audioId, ownerUserId } = event.data;
    // media.processed may have come first (redelivery order): it knows more, keep it.
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
    const { audioId } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.uploads.audioDiscarded(manager, audioId, DISCARDED_AUDIO_MESSAGE),
    );
  }

  @OnEvent('catalogue', MediaEvents.ImageDiscarded)
  async onImageDiscarded(@Payload() event: EventEnvelope<ImageDiscarded>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.uploads.imageDiscarded(manager, event.data.imageId));
  }
}
