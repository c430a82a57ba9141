import { Injectable } from '@nestjs/common';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';

import { ArtistPage, ArtistProfileResponse, ArtistsQuery, mapArtist, mapArtistProfile } from './artists.dto';
import { ArtistsRepository } from './artists.repository';

/** Artists with a confirmed account (landing carousel, /artists) and an artist's page. */
@Injectable()
export class ArtistsService {
  constructor(private readonly artists: ArtistsRepository) {}

  async list(query: ArtistsQuery): Promise<ArtistPage> {
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await this.artists.page(query.q, skip, take);
    return pageOf(rows.map(mapArtist), total, query);
  }

  async byName(name: string): Promise<ArtistProfileResponse> {
    const profile = await this.artists.byName(name.trim());
    if (!profile) throw catalogueError(CatalogueErrorCode.ArtistNotFound);
    return mapArtistProfile(profile);
  }
}
