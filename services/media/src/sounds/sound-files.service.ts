import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SoundCreated, SoundDeleted } from '@sampleteca/contracts';
import type { AudioFileEntity } from '../audio/audio-file.entity';
import { AudioFilesRepository } from '../audio/audio-files.repository';
import { audioPreviewKey } from '../audio/audio.service';
import { shareCardKey } from '../images/image-keys';
import { ImagesRepository } from '../images/images.repository';
import { STORAGE, type Storage } from '../storage/storage';

/**
 * The catalogue's sounds and the files behind them: a new sound keeps its audio file and its
 * cover (the unused-uploads sweep leaves kept files alone); a deleted one takes its audio
 * (original and preview) and its cover (renditions and share card) with it.
 */
@Injectable()
export class SoundFilesService {
  private readonly logger = new Logger('SoundFilesService');

  constructor(
    private readonly audioFiles: AudioFilesRepository,
    private readonly images: ImagesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  /** sound.created: the sound keeps its audio file and its cover. */
  async attach(manager: EntityManager, sound: SoundCreated): Promise<void> {
    await this.attachCover(manager, sound);
    const audio = await this.audioFiles.lock(manager, sound.audioId, { includingDeleted: true });
    // Deleted already (sound.deleted overtook this event on a retry): nothing to keep.
    if (!audio || audio.deletedAt) return this.ignore('sound.created', sound, audio ? 'excluído' : 'desconhecido');
    if (audio.ownerUserId !== sound.ownerUserId) return this.ignore('sound.created', sound, 'de outro usuário');
    if (audio.soundId && audio.soundId !== sound.soundId) return this.ignore('sound.created', sound, 'de outro som');
    await this.audioFiles.keepFor(manager, audio.id, sound.soundId);
  }

  /** The cover, when it is its owner's and no other sound's (the catalogue checked; media checks again). */
  private async attachCover(manager: EntityManager, sound: SoundCreated): Promise<void> {
    if (!sound.imageId) return;
    const image = await this.images.lock(manager, sound.imageId);
    if (!image || image.purpose !== 'cover' || image.ownerUserId !== sound.ownerUserId) return;
    if (image.soundId && image.soundId !== sound.soundId) return;
    await this.images.keepFor(manager, image.id, sound.soundId);
  }

  /** sound.deleted, in the event's transaction: its audio and its cover are marked deleted. */
  async markDeleted(manager: EntityManager, sound: SoundDeleted): Promise<void> {
    // Locked: the audio job's commit (ready or failed) waits for this one, and then sees the mark.
    const audio = await this.audioFiles.lock(manager, sound.audioId, { includingDeleted: true });
    if (!audio || audio.deletedAt) {
      if (!audio) this.ignore('sound.deleted', sound, 'desconhecido');
    } else if (this.belongsTo(audio, sound)) {
      // soundId recorded too when sound.created has not arrived, so removeObjects recognises it.
      await this.audioFiles.markDeleted(manager, audio.id, sound.soundId);
    } else {
      this.ignore(
        'sound.deleted',
        sound,
        audio.ownerUserId !== sound.ownerUserId ? 'de outro usuário' : 'de outro som',
      );
    }
    if (sound.imageId) {
      const image = await this.images.lock(manager, sound.imageId, { includingDeleted: true });
      // Only a cover of the sound's owner: never an avatar, never someone else's image.
      if (image && !image.deletedAt && image.purpose === 'cover' && image.ownerUserId === sound.ownerUserId) {
        // soundId too: a deleted row without one is the sweep's to finish.
        await this.images.markDeleted(manager, image.id, sound.soundId);
      }
    }
  }

  /**
   * After the commit, on every delivery (a redelivery too: the marked rows still name the
   * objects): the deleted sound's objects leave storage (deletes are idempotent).
   */
  async removeObjects(sound: SoundDeleted): Promise<void> {
    const keys: string[] = [];
    const audio = await this.audioFiles.findIncludingDeleted(sound.audioId);
    if (audio?.deletedAt && audio.soundId === sound.soundId) {
      // The preview's key even when the row has none: a job may have stored it before failing.
      // Objects another live row still names (the bench seed shares them) stay.
      keys.push(...(await this.audioFiles.unnamed([audio.originalKey, audio.previewKey ?? audioPreviewKey(audio.id)])));
    }
    const image = sound.imageId ? await this.images.findIncludingDeleted(sound.imageId) : null;
    if (image?.deletedAt && image.purpose === 'cover' && image.ownerUserId === sound.ownerUserId) {
      if (!(await this.images.storedSizesShared(image)))
        keys.push(...Object.values(image.sizes).map((size) => size.key));
      // The share card is this image's own, even when its renditions are shared.
      keys.push(shareCardKey(image.id));
    }
    for (const key of new Set(keys)) await this.storage.delete(key);
  }

  /** Its owner's file, not yet kept by another sound. */
  private belongsTo(audio: AudioFileEntity, sound: SoundDeleted): boolean {
    return audio.ownerUserId === sound.ownerUserId && (audio.soundId === null || audio.soundId === sound.soundId);
  }

  /** Events that cannot apply are logged and acknowledged: retrying them would change nothing. */
  private ignore(type: string, sound: SoundCreated | SoundDeleted, why: string): void {
    this.logger.warn({ soundId: sound.soundId, audioId: sound.audioId }, `${type} ignorado: áudio ${why}`);
  }
}
