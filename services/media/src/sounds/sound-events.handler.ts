import { Controller, Inject, Logger } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CatalogueEvents, type SoundCreated, type SoundDeleted } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { AudioFileEntity } from '../audio/audio-file.entity';
import { audioPreviewKey } from '../audio/audio.service';
import { ImageEntity } from '../images/image.entity';
import { STORAGE, type Storage } from '../storage/storage';

const HANDLER = 'media.sound-files';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The catalogue's sounds and the files behind them: a new sound keeps its audio file and its
 * cover (the unused-uploads sweep leaves kept files alone); a deleted one takes its audio
 * (original and preview) and its cover with it. Each event applies once
 * (inbox); the objects are removed after that commit, on every delivery, so a retry after a
 * storage failure finishes the job (deletes are idempotent).
 */
@Controller()
export class SoundEventsHandler {
  private readonly logger = new Logger('SoundEventsHandler');

  constructor(
    private readonly inbox: Inbox,
    @InjectRepository(AudioFileEntity, 'media') private readonly audioFiles: Repository<AudioFileEntity>,
    @InjectRepository(ImageEntity, 'media') private readonly images: Repository<ImageEntity>,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  @OnEvent('media', CatalogueEvents.SoundCreated)
  async onSoundCreated(@Payload() event: EventEnvelope<SoundCreated>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.attach(manager, event.data));
  }

  @OnEvent('media', CatalogueEvents.SoundDeleted)
  async onSoundDeleted(@Payload() event: EventEnvelope<SoundDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.markDeleted(manager, event.data));
    // Also on a redelivery (the inbox answers 'duplicate'): the marked rows still name the objects.
    await this.removeObjects(event.data);
  }

  private async attach(manager: EntityManager, sound: SoundCreated): Promise<void> {
    await this.attachCover(manager, sound);
    const audio = await this.lockAudio(manager, sound.audioId);
    // Deleted already (sound.deleted overtook this event on a retry): nothing to keep.
    if (!audio || audio.deletedAt) return this.ignore('sound.created', sound, audio ? 'excluído' : 'desconhecido');
    if (audio.ownerUserId !== sound.ownerUserId) return this.ignore('sound.created', sound, 'de outro usuário');
    if (audio.soundId && audio.soundId !== sound.soundId) return this.ignore('sound.created', sound, 'de outro som');
    await manager.update(AudioFileEntity, { id: audio.id }, { soundId: sound.soundId });
  }

  /** The cover, when it is its owner's and no other sound's (the catalogue checked; media checks again). */
  private async attachCover(manager: EntityManager, sound: SoundCreated): Promise<void> {
    if (!sound.imageId || !UUID.test(sound.imageId)) return;
    const image = await manager.findOne(ImageEntity, {
      where: { id: sound.imageId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!image || image.purpose !== 'cover' || image.ownerUserId !== sound.ownerUserId) return;
    if (image.soundId && image.soundId !== sound.soundId) return;
    await manager.update(ImageEntity, { id: image.id }, { soundId: sound.soundId });
  }

  private async markDeleted(manager: EntityManager, sound: SoundDeleted): Promise<void> {
    const deletedAt = new Date();
    const audio = await this.lockAudio(manager, sound.audioId);
    if (!audio || audio.deletedAt) {
      if (!audio) this.ignore('sound.deleted', sound, 'desconhecido');
    } else if (this.belongsTo(audio, sound)) {
      // soundId recorded too when sound.created has not arrived, so removeObjects recognises it.
      await manager.update(AudioFileEntity, { id: audio.id }, { soundId: sound.soundId, deletedAt });
    } else {
      this.ignore(
        'sound.deleted',
        sound,
        audio.ownerUserId !== sound.ownerUserId ? 'de outro usuário' : 'de outro som',
      );
    }
    if (sound.imageId && UUID.test(sound.imageId)) {
      const image = await manager.findOne(ImageEntity, { where: { id: sound.imageId }, withDeleted: true });
      // Only a cover of the sound's owner: never an avatar, never someone else's image.
      if (image && !image.deletedAt && image.purpose === 'cover' && image.ownerUserId === sound.ownerUserId) {
        // soundId too: a deleted row without one is the sweep's to finish.
        await manager.update(ImageEntity, { id: image.id }, { soundId: sound.soundId, deletedAt });
      }
    }
  }

  private async removeObjects(sound: SoundDeleted): Promise<void> {
    const keys: string[] = [];
    const audio = UUID.test(sound.audioId)
      ? await this.audioFiles.findOne({ where: { id: sound.audioId }, withDeleted: true })
      : null;
    if (audio?.deletedAt && audio.soundId === sound.soundId) {
      // The preview's key even when the row has none: a job may have stored it before failing.
      // Objects another live row still names (the bench seed shares them) stay.
      keys.push(...(await this.unshared([audio.originalKey, audio.previewKey ?? audioPreviewKey(audio.id)])));
    }
    const image =
      sound.imageId && UUID.test(sound.imageId)
        ? await this.images.findOne({ where: { id: sound.imageId }, withDeleted: true })
        : null;
    if (image?.deletedAt && image.purpose === 'cover' && image.ownerUserId === sound.ownerUserId) {
      if (!(await this.coverShared(image))) keys.push(...Object.values(image.sizes).map((size) => size.key));
    }
    for (const key of new Set(keys)) await this.storage.delete(key);
  }

  /** Another live row names the same stored sizes (same content, same keys): the bench seed's copies. */
  private coverShared(image: ImageEntity): Promise<boolean> {
    return this.images
      .createQueryBuilder('image')
      .where('image.contentHash = :hash AND image.sizes = CAST(:sizes AS jsonb)', {
        hash: image.contentHash,
        sizes: JSON.stringify(image.sizes),
      })
      .getExists();
  }

  private async unshared(keys: string[]): Promise<string[]> {
    const named = await this.audioFiles
      .createQueryBuilder('audio')
      .select(['audio.originalKey', 'audio.previewKey'])
      .where('(audio.originalKey IN (:...keys) OR audio.previewKey IN (:...keys))', { keys })
      .getMany();
    const live = new Set(named.flatMap((row) => [row.originalKey, row.previewKey]));
    return keys.filter((key) => !live.has(key));
  }

  /** Its owner's file, not yet kept by another sound. */
  private belongsTo(audio: AudioFileEntity, sound: SoundDeleted): boolean {
    return audio.ownerUserId === sound.ownerUserId && (audio.soundId === null || audio.soundId === sound.soundId);
  }

  private lockAudio(manager: EntityManager, id: string): Promise<AudioFileEntity | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    // Locked: the audio job's commit (ready or failed) waits for this one, and then sees the mark.
    return manager.findOne(AudioFileEntity, { where: { id }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
  }

  /** Events that cannot apply are logged and acknowledged: retrying them would change nothing. */
  private ignore(type: string, sound: SoundCreated | SoundDeleted, why: string): void {
    this.logger.warn({ soundId: sound.soundId, audioId: sound.audioId }, `${type} ignorado: áudio ${why}`);
  }
}
