import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { ProducerPage, ProducerProfileResponse, ProducersQuery } from './producers.dto';
import { ProducersService } from './producers.service';

/**
 * Producers (the accounts that upload sounds) with a confirmed account, those with a photo first
 * (landing carousel, /artists). The public route keeps saying 'artists', as the portal does; the
 * artists credited on sounds are CreditedArtistsController's.
 */
@ApiTags('artists')
@Controller('artists')
export class ProducersController {
  constructor(private readonly producers: ProducersService) {}

  // operationIds as they were when this was ArtistsController: the portal's client is typed from them.
  @Public()
  @Get()
  // No summary, as before (ApiOperation's default would add an empty one).
  @ApiOperation({ operationId: 'ArtistsController_list', summary: undefined })
  @ApiOkResponse({ type: ProducerPage })
  list(@Query() query: ProducersQuery): Promise<ProducerPage> {
    return this.producers.list(query);
  }

  @Get('by-name/:name')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'O artista da página /artist/{nome} (nome completo, sem diferença de maiúsculas)',
    operationId: 'ArtistsController_byName',
  })
  @ApiOkResponse({ type: ProducerProfileResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "ARTIST_NOT_FOUND: 'Artista não encontrado'" })
  byName(@Param('name') name: string): Promise<ProducerProfileResponse> {
    return this.producers.byName(name);
  }
}
