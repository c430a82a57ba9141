import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { samplesUnlessAsked, SoundFilters } from './sound-filters.dto';
import { SoundListsService } from './sound-lists.service';
import { SoundPage } from './sound-response.dto';
import { SoundsRoutes } from '../../publishing/sounds/sounds-routes';

/** Browsing the catalogue: the dashboard's list of sounds (one sound: SoundsController). */
@SoundsRoutes()
export class SoundListsController {
  constructor(private readonly lists: SoundListsService) {}

  @Get()
  @ApiOperation({
    summary: 'Sons públicos e os seus, mais novos primeiro, com filtros e o total',
    // The id it had when SoundsController held it: the portal's client is typed from it.
    operationId: 'SoundsController_list',
  })
  @ApiOkResponse({ type: SoundPage })
  list(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundPage> {
    return this.lists.page({ kind: 'browse', viewerId: user.id }, samplesUnlessAsked(filters), user.id);
  }
}
