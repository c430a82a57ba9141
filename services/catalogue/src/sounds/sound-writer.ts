import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AudioFile } from '../audio/audio-file.entity';
import { CatalogueErrors } from '../catalogue-errors';
import { Category } from '../categories/category.entity';
import { catalogueError } from '../common/app-error';
import { CreditedArtist } from '../credited-artists/credited-artist.entity';
import { DrumKit } from '../drum-kits/drum-kit.entity';
import { Profile } from '../profiles/profile.entity';
import type { CreateSoundBody } from './sound.dto';
import { Sound } from './sound.entity';

/**
 * Checks what a new sound points at and inserts it. New sounds are private until a distribution
 * request is approved (spec 02 §4: "Em breve estará disponível"), and free (Master is disabled).
 */
@Injectable()
export class SoundWriter {
  async insert(manager: EntityManager, body: CreateSoundBody, userId: string): Promise<Sound> {
    await this.claimAudio(manager, body.audioId, userId);
    const category = await manager.findOneBy(Category, { id: body.categoryId });
    if (!category) throw catalogueError(CatalogueErrors.CategoryNotFound, HttpStatus.UNPROCESSABLE_ENTITY);
    const drumKit = body.drumKitId ? await manager.findOneBy(DrumKit, { id: body.drumKitId }) : null;
    if (body.drumKitId && !drumKit)
      throw catalogueError(CatalogueErrors.DrumKitNotFound, HttpStatus.UNPROCESSABLE_ENTITY);
    const artist = body.artistId ? await manager.findOneBy(CreditedArtist, { id: body.artistId }) : null;
    if (body.artistId && !artist) {
      throw catalogueError(CatalogueErrors.CreditedArtistNotFound, HttpStatus.UNPROCESSABLE_ENTITY);
    }
    const owner = await manager.findOneBy(Profile, { userId });
    return manager.save(
      manager.create(Sound, {
        name: body.name,
        description: body.description,
        type: body.type,
        key: body.key,
        bpm: body.bpm,
        categoryId: category.id,
        categoryName: category.name,
        drumKitId: drumKit?.id ?? null,
        drumKitName: drumKit?.name ?? null,
        artistId: artist?.id ?? null,
        artistName: artist?.name ?? null,
        ownerId: userId,
        ownerName: owner?.fullName ?? '',
        audioId: body.audioId,
        imageUrl: body.imageUrl ?? null,
        imageId: body.imageId ?? null,
        isFree: body.plan === 'free',
        isProduced: false,
        status: 'private',
        likesCount: 0,
        downloadsCount: 0,
      }),
    );
  }

  /**
   * The audio must be the user's own upload, not failed and not on another sound. media's
   * results may not have arrived yet (the file is still processing): the row is started here
   * and media.processed fills it in.
   */
  private async claimAudio(manager: EntityManager, audioId: string, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.audio_files (audio_id, owner_id, status) VALUES ($1, $2, 'processing')
       ON CONFLICT (audio_id) DO NOTHING`,
      [audioId, userId],
    );
    const audio = await manager.findOne(AudioFile, { where: { audioId }, lock: { mode: 'pessimistic_write' } });
    if (!audio || audio.ownerId !== userId) throw catalogueError(CatalogueErrors.AudioNotFound, HttpStatus.NOT_FOUND);
    if (audio.status === 'failed') {
      throw catalogueError(CatalogueErrors.AudioFailed, HttpStatus.UNPROCESSABLE_ENTITY, {
        reason: audio.failureMessage,
      });
    }
    const used = await manager.countBy(Sound, { audioId });
    if (used) throw catalogueError(CatalogueErrors.AudioAlreadyUsed, HttpStatus.CONFLICT);
  }
}
