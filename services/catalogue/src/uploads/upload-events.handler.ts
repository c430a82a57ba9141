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

const HANDLER = 'catalogue.uploads';

/** What a sound whose file media swept before the sound reached it shows (a race of a moment). */
export const DISCARDED_AUDIO_MESSAGE = 'O arquivo de áudio não foi usado a tempo e foi removido. Envie-o novamente.';

/**
 * Which uploads exist in media and whose they are, so a sound names only its owner's files and
 * never an id nobody uploaded. Audio files start as 'processing' rows of the audio projection
 * (media.processed / media.failed complete them); covers and avatars go to uploaded_images.
 * A file media swept unused is forgotten: no sound may name it any more.
 */
@Controller()
export class UploadEventsHandler {
  constructor(private readonly inbox: Inbox) {}

  @OnEvent('catalogue', MediaEvents.AudioUploaded)
  async onAudioUploaded(@Payload() event: EventEnvelope<AudioUploaded>): Promise<void> {
    const { audioId, ownerUserId } = event.data;
    // media.processed may have come first (redelivery order): it knows more, keep it.
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      manager.query(
        `INSERT INTO catalogue.audio_files (audio_id, owner_id, status) VALUES ($1, $2, 'processing')
         ON CONFLICT (audio_id) DO NOTHING`,
        [audioId, ownerUserId],
      ),
    );
  }

  @OnEvent('catalogue', MediaEvents.ImageUploaded)
  async onImageUploaded(@Payload() event: EventEnvelope<ImageUploaded>): Promise<void> {
    const { imageId, ownerUserId, purpose, uploadedAt } = event.data;
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      manager.query(
        `INSERT INTO catalogue.uploaded_images (image_id, owner_id, purpose, uploaded_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (image_id) DO NOTHING`,
        [imageId, ownerUserId, purpose, uploadedAt],
      ),
    );
  }

  @OnEvent('catalogue', MediaEvents.AudioDiscarded)
  async onAudioDiscarded(@Payload() event: EventEnvelope<AudioDiscarded>): Promise<void> {
    const { audioId } = event.data;
    await this.inbox.handleOnce(event, HANDLER, async (manager) => {
      await manager.query(
        `DELETE FROM catalogue.audio_files a
          WHERE a.audio_id = $1 AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.audio_id = a.audio_id)`,
        [audioId],
      );
      // A sound saved in the very moment media swept its file: it cannot play, so it says why.
      await manager.query(
        `UPDATE catalogue.audio_files SET status = 'failed', failure_message = $2, updated_at = now()
          WHERE audio_id = $1`,
        [audioId, DISCARDED_AUDIO_MESSAGE],
      );
    });
  }

  @OnEvent('catalogue', MediaEvents.ImageDiscarded)
  async onImageDiscarded(@Payload() event: EventEnvelope<ImageDiscarded>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      manager.query(`DELETE FROM catalogue.uploaded_images WHERE image_id = $1`, [event.data.imageId]),
    );
  }
}
