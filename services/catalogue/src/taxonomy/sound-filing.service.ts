import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import type { Category } from './categories/category.entity';
import { CategoriesRepository } from './categories/categories.repository';
import type { CreditedArtist } from './credited-artists/credited-artist.entity';
import { CreditedArtistsRepository, type CreditedArtistRow } from './credited-artists/credited-artists.repository';
import type { DrumKit } from './drum-kits/drum-kit.entity';
import { DrumKitsRepository } from './drum-kits/drum-kits.repository';

/**
 * What a sound is filed under, read in the transaction that saves the sound (publishing's): each
 * id given must name a category, drum kit or credited artist that exists.
 */
@Injectable()
export class SoundFilingService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly drumKits: DrumKitsRepository,
    private readonly creditedArtists: CreditedArtistsRepository,
  ) {}

  async category(manager: EntityManager, id: string): Promise<Category> {
    const category = await this.categories.findIn(manager, id);
    if (!category) throw catalogueError(CatalogueErrorCode.CategoryNotFound);
    return category;
  }

  async drumKit(manager: EntityManager, id: string): Promise<DrumKit> {
    const kit = await this.drumKits.findIn(manager, id);
    if (!kit) throw catalogueError(CatalogueErrorCode.SoundDrumKitNotFound);
    return kit;
  }

  async creditedArtist(manager: EntityManager, id: string): Promise<CreditedArtist> {
    const artist = await this.creditedArtists.findIn(manager, id);
    if (!artist) throw catalogueError(CatalogueErrorCode.CreditedArtistNotFound);
    return artist;
  }

  /** The artist of this name, created with `imageUrl` when missing (a produced song's credit). */
  async creditedArtistNamed(
    manager: EntityManager,
    name: string,
    imageUrl: string | null,
    userId: string,
  ): Promise<CreditedArtistRow> {
    return (await this.creditedArtists.findOrCreate(manager, name, imageUrl, userId)).row;
  }
}
