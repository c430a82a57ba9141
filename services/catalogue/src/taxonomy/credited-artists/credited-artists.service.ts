import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { CatalogueMessages } from '../../catalogue-errors';
import { mapCreditedArtist, type CreditedArtistResponse, type CreditedArtistResult } from './credited-artists.dto';
import { CreditedArtistsRepository } from './credited-artists.repository';

/** Artists credited on sounds: looked up by name, created when missing (spec 02 §5). */
@Injectable()
export class CreditedArtistsService {
  constructor(
    private readonly creditedArtists: CreditedArtistsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async search(search: string): Promise<CreditedArtistResponse[]> {
    return (await this.creditedArtists.search(search)).map(mapCreditedArtist);
  }

  /** The artist with this name (in any case): created, with the cover as its image, when missing. */
  async findOrCreate(name: string, imageUrl: string | null, userId: string): Promise<CreditedArtistResult> {
    const { row, created } = await this.transactions.run((manager) =>
      this.creditedArtists.findOrCreate(manager, name, imageUrl, userId),
    );
    return {
      artist: mapCreditedArtist(row),
      created,
      message: created ? CatalogueMessages.ArtistCreated : null,
    };
  }
}
