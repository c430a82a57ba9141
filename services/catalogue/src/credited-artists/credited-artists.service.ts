import { Injectable } from '@nestjs/common';
import { CatalogueMessages } from '../catalogue-errors';
import { mapCreditedArtist, type CreditedArtistResponse, type CreditedArtistResult } from './credited-artists.dto';
import { CreditedArtistsRepository } from './credited-artists.repository';

/** Artists credited on sounds: looked up by name, created when missing (spec 02 §5). */
@Injectable()
export class CreditedArtistsService {
  constructor(private readonly creditedArtists: CreditedArtistsRepository) {}

  async search(search: string): Promise<CreditedArtistResponse[]> {
    return (await this.creditedArtists.search(search)).map(mapCreditedArtist);
  }

  /** The artist with this name (in any case): created, with the cover as its image, when missing. */
  async findOrCreate(name: string, imageUrl: string | null, userId: string): Promise<CreditedArtistResult> {
    const created = await this.creditedArtists.insertIfNew(name, imageUrl, userId);
    if (created) return { artist: mapCreditedArtist(created), created: true, message: CatalogueMessages.ArtistCreated };
    return { artist: mapCreditedArtist(await this.creditedArtists.byName(name)), created: false, message: null };
  }
}
