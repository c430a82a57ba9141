import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { samplesUnlessAsked, SoundFilters } from '../sound-lists/sound-filters.dto';
import { SoundFacets } from './facets.dto';
import { SoundFacetsService } from './sound-facets.service';
import { SoundsRoutes } from '../../publishing/sounds/sounds-routes';

/** The filter panel's counts, under the same filters as the list of sounds. */
@SoundsRoutes()
export class SoundFacetsController {
  constructor(private readonly facets: SoundFacetsService) {}

  @Get('facets')
  @ApiOperation({
    summary: 'Quantos sons há para cada valor de cada filtro, sob os demais filtros',
    // The id it had when SoundsController held it: the portal's client is typed from it.
    operationId: 'SoundsController_facetCounts',
  })
  @ApiOkResponse({ type: SoundFacets })
  facetCounts(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundFacets> {
    return this.facets.facets(samplesUnlessAsked(filters), user.id);
  }
}
