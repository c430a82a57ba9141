import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Public } from '@sampleteca/auth';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { Profile } from '../profiles/profile.entity';
import { ArtistPage, ArtistsQuery, mapArtist } from './artists.dto';

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
    if (query.q) builder.andWhere('profile.fullName ILIKE :q', { q: `%${query.q.replace(/[%_\\]/g, '\\$&')}%` });
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
}
