import { Controller, Get, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Public } from '@sampleteca/auth';
import { escapeLike, pageOf, toSkipTake, ErrorResponse } from '@sampleteca/http';
import { Profile } from '../profiles/profile.entity';
import { CatalogueErrors } from '../catalogue-errors';
import { catalogueError } from '../common/app-error';
import { ArtistPage, ArtistProfileResponse, ArtistsQuery, mapArtist, mapArtistProfile } from './artists.dto';

/** Artists with a confirmed account, those with a photo first (landing carousel, /artists). */
@ApiTags('artists')
@Controller('artists')
export class ArtistsController {
  constructor(@InjectRepository(Profile, 'catalogue') private readonly profiles: Repository<Profile>) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: ArtistPage })
  async list(@Query() query: ArtistsQuery): Promise<ArtistPage> {
    const builder = this.profiles.createQueryBuilder('profile').where('profile.emailConfirmed');
    if (query.q) builder.andWhere('profile.fullName ILIKE :q', { q: `%${escapeLike(query.q)}%` });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await builder
      .orderBy('profile.avatarUrl IS NULL', 'ASC')
      .addOrderBy('lower(profile.fullName)', 'ASC')
      .addOrderBy('profile.userId', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return pageOf(rows.map(mapArtist), total, query);
  }

  @Get('by-name/:name')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'O artista da página /artist/{nome} (nome completo, sem diferença de maiúsculas)' })
  @ApiOkResponse({ type: ArtistProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "ARTIST_NOT_FOUND: 'Artista não encontrado'" })
  async byName(@Param('name') name: string): Promise<ArtistProfileResponse> {
    const profile = await this.profiles
      .createQueryBuilder('profile')
      .where('lower(profile.fullName) = lower(:name)', { name: name.trim() })
      .orderBy('profile.emailConfirmed', 'DESC')
      .addOrderBy('profile.userId')
      .getOne();
    if (!profile) throw catalogueError(CatalogueErrors.ArtistNotFound, HttpStatus.NOT_FOUND);
    return mapArtistProfile(profile);
  }
}
