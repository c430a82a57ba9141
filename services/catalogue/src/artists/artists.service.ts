import { HttpStatus, Injectable } from '@nestjs/common';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { CatalogueErrors } from '../catalogue-errors';
import { catalogueError } from '../common/app-error';
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
    if (!profile) throw catalogueError(CatalogueErrors.ArtistNotFound, HttpStatus.NOT_FOUND);
    return mapArtistProfile(profile);
  }
}
