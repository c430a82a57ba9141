import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { ArtistPage, ArtistProfileResponse, ArtistsQuery } from './artists.dto';
import { ArtistsService } from './artists.service';

/** Artists with a confirmed account, those with a photo first (landing carousel, /artists). */
@ApiTags('artists')
@Controller('artists')
export class ArtistsController {
  constructor(private readonly artists: ArtistsService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: ArtistPage })
  list(@Query() query: ArtistsQuery): Promise<ArtistPage> {
    return this.artists.list(query);
  }

  @Get('by-name/:name')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'O artista da página /artist/{nome} (nome completo, sem diferença de maiúsculas)' })
  @ApiOkResponse({ type: ArtistProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "ARTIST_NOT_FOUND: 'Artista não encontrado'" })
  byName(@Param('name') name: string): Promise<ArtistProfileResponse> {
    return this.artists.byName(name);
  }
}
