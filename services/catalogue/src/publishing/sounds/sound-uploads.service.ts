import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import type { AudioFile } from '../uploads/audio-file.entity';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { mediaImageIdOf } from '../../common/media-image-url';
import { UploadsRepository } from '../uploads/uploads.repository';
import { SoundsRepository } from './sounds.repository';

/**
 * How long a new sound waits for media's word on a file uploaded a moment ago: its
 * media.*.uploaded event is usually here within milliseconds, but a client may save at once.
 */
const ARRIVAL_WAIT_MS = 5000;
const ARRIVAL_POLL_MS = 100;

export type SoundFiles = { audioId: string; imageId?: string | null; imageUrl?: string | null };

/**
 * The files a new sound names must be its owner's uploads, as media announced them (the
 * uploads projection): an id nobody uploaded, or someone else's, is refused and nothing is
 * saved. media is the authority on who uploaded what; it checks again on sound.created.
 */
@Injectable()
export class SoundUploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly sounds: SoundsRepository,
  ) {}

  /** Returns once the catalogue knows of every file named, or the wait ran out (the claims then refuse). */
  async awaitArrival(files: SoundFiles): Promise<void> {
    const deadline = Date.now() + ARRIVAL_WAIT_MS;
    while (!(await this.known(files)) && Date.now() < deadline) await sleep(ARRIVAL_POLL_MS);
  }

  /**
   * Inside the sound's transaction: both files are the user's, and the audio is on no other sound.
   * Answers what media measured of the audio so far.
   */
  async claim(manager: EntityManager, files: SoundFiles, userId: string): Promise<AudioFile> {
    const audio = await this.claimAudio(manager, files.audioId, userId);
    await this.claimCover(manager, files, userId);
    return audio;
  }

  /** The audio may still be processing (the wizard saves before media finishes), never failed. */
  private async claimAudio(manager: EntityManager, audioId: string, userId: string): Promise<AudioFile> {
    const audio = await this.uploads.lockAudio(manager, audioId);
    if (!audio || audio.ownerId !== userId) throw catalogueError(CatalogueErrorCode.AudioNotFound);
    if (audio.status === 'failed') {
      throw catalogueError(CatalogueErrorCode.AudioFailed, {
        details: {
          reason: audio.failureMessage,
        },
      });
    }
    if (await this.sounds.usesAudio(manager, audioId)) throw catalogueError(CatalogueErrorCode.AudioAlreadyUsed);
    return audio;
  }

  /**
   * The cover is the user's upload; the cover link (media's own address, checked by the body's
   * validation) must name that one (else a sound could show, and media would never know it
   * uses, someone else's image).
   */
  private async claimCover(manager: EntityManager, files: SoundFiles, userId: string): Promise<void> {
    const imageId = files.imageId ?? null;
    if (files.imageUrl) {
      const linked = mediaImageIdOf(files.imageUrl);
      if (!linked || linked.toLowerCase() !== imageId?.toLowerCase()) throw imageNotFound();
    }
    if (imageId === null) return;
    if (!(await this.uploads.ownsImage(manager, imageId, userId))) throw imageNotFound();
  }

  private known({ audioId, imageId }: SoundFiles): Promise<boolean> {
    return this.uploads.known(audioId, imageId ?? null);
  }
}

const imageNotFound = () => catalogueError(CatalogueErrorCode.ImageNotFound);
