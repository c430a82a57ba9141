import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UploadsRepository } from './uploads.repository';

/** What a sound whose file media swept before the sound reached it shows (a race of a moment). */
const DISCARDED_AUDIO_MESSAGE = 'O arquivo de áudio não foi usado a tempo e foi removido. Envie-o novamente.';

/**
 * Which uploads exist in media and whose they are, so a sound names only its owner's files and
 * never an id nobody uploaded. Audio files start as 'processing' rows of the audio projection
 * (media.processed / media.failed complete them); covers and avatars go to uploaded_images.
 * A file media swept unused is forgotten: no sound may name it any more.
 */
@Injectable()
export class UploadsService {
  constructor(private readonly uploads: UploadsRepository) {}

  /** media.processed may have come first (redelivery order): it knows more, and is kept. */
  audioUploaded(manager: EntityManager, audioId: string, ownerId: string): Promise<void> {
    return this.uploads.audioUploaded(manager, audioId, ownerId);
  }

  imageUploaded(
    manager: EntityManager,
    image: { imageId: string; ownerId: string | null; purpose: string; uploadedAt: string },
  ): Promise<void> {
    return this.uploads.imageUploaded(manager, image);
  }

  audioDiscarded(manager: EntityManager, audioId: string): Promise<void> {
    return this.uploads.audioDiscarded(manager, audioId, DISCARDED_AUDIO_MESSAGE);
  }

  imageDiscarded(manager: EntityManager, imageId: string): Promise<void> {
    return this.uploads.imageDiscarded(manager, imageId);
  }
}
