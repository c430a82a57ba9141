import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { bpmRangeOf, roundTempo, tempoInRange } from '@sampleteca/contracts';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { SoundFilingService } from '../../taxonomy/sound-filing.service';
import { newSoundTags, type ChosenTags } from '../families/sound-tags';
import { readingOf } from '../families/kept-reading';
import { ProfilesRepository } from '../profiles/profiles.repository';
import type { CreateProducedSoundBody } from './produced-sound.dto';
import type { CreateSoundBody } from './sound.dto';
import type { Sound } from './sound.entity';
import { SoundUploadsService } from './sound-uploads.service';
import { SoundsRepository } from './sounds.repository';

type NewSound = Pick<
  Sound,
  'name' | 'description' | 'type' | 'key' | 'bpm' | 'isFree' | 'isProduced' | 'reviewStatus' | 'audioId'
> &
  ChosenTags & {
    tempo?: number | null;
    categoryId: string;
    drumKitId?: string | null;
    artistId?: string | null;
    imageUrl?: string | null;
    imageId?: string | null;
  };

/**
 * Checks what a new sound points at and inserts it. New sounds are private until an
 * administrator approves their request (spec 02 §4: "Em breve estará disponível").
 */
@Injectable()
export class SoundCreationService {
  constructor(
    private readonly uploads: SoundUploadsService,
    private readonly sounds: SoundsRepository,
    private readonly filing: SoundFilingService,
    private readonly profiles: ProfilesRepository,
  ) {}

  /** The upload wizard's sound: free (Master is disabled) and sent for review at once. */
  insert(manager: EntityManager, body: CreateSoundBody, userId: string): Promise<Sound> {
    return this.save(manager, userId, {
      ...body,
      isFree: body.plan === 'free',
      isProduced: false,
      reviewStatus: 'pending',
    });
  }

  /**
   * A produced song from the distribution form: a free Beat credited to the artists typed in
   * (found by name, or created with the cover). Reviewed once its contract is signed.
   */
  async insertProduced(manager: EntityManager, body: CreateProducedSoundBody, userId: string): Promise<Sound> {
    const artist = await this.filing.creditedArtistNamed(manager, body.artists, body.imageUrl ?? null, userId);
    return this.save(manager, userId, {
      ...body,
      artistId: artist.id,
      // The form has no description; a card still says what the song is.
      description: `Música produzida com ${body.artists}`,
      type: 'Beats',
      isFree: true,
      isProduced: true,
      reviewStatus: null,
    });
  }

  private async save(manager: EntityManager, userId: string, sound: NewSound): Promise<Sound> {
    const audio = await this.uploads.claim(manager, sound, userId);
    const category = await this.filing.category(manager, sound.categoryId);
    const drumKit = sound.drumKitId ? await this.filing.drumKit(manager, sound.drumKitId) : null;
    const creditedArtist = sound.artistId ? await this.filing.creditedArtist(manager, sound.artistId) : null;
    const owner = await this.profiles.find(manager, userId);
    return this.sounds.insert(manager, {
      name: sound.name,
      description: sound.description,
      type: sound.type,
      key: sound.key,
      bpm: sound.bpm,
      tempo: soundTempo(sound, audio.bpm),
      ...newSoundTags(sound, readingOf(audio)),
      categoryId: category.id,
      categoryName: category.name,
      drumKitId: drumKit?.id ?? null,
      drumKitName: drumKit?.name ?? null,
      artistId: creditedArtist?.id ?? null,
      artistName: creditedArtist?.name ?? null,
      ownerId: userId,
      ownerName: owner?.fullName ?? '',
      audioId: sound.audioId,
      imageUrl: sound.imageUrl ?? null,
      imageId: sound.imageId ?? null,
      isFree: sound.isFree,
      isProduced: sound.isProduced,
      status: 'private',
      reviewStatus: sound.reviewStatus,
      reviewVersion: 0,
      likesCount: 0,
      downloadsCount: 0,
    });
  }
}

/**
 * The tempo a new sound is saved with: the one its uploader gave, which must fall in the BPM range
 * they chose; otherwise the octave of media's measure in that range, when the analysis is done.
 * A one-shot (no range) has none, whatever media measured.
 */
function soundTempo(sound: NewSound, measured: number | null): number | null {
  if (sound.tempo !== undefined && sound.tempo !== null) {
    if (bpmRangeOf(sound.tempo) !== sound.bpm) throw catalogueError(CatalogueErrorCode.TempoOutsideRange);
    return roundTempo(sound.tempo);
  }
  return measured === null || sound.bpm === null ? null : tempoInRange(measured, sound.bpm);
}
