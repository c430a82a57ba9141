import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, PageQuery } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { SoundFilters } from '../../browse/sound-lists/sound-filters.dto';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import { SoundPage } from '../../browse/sound-lists/sound-response.dto';
import { FollowBody, FollowedProducerPage, FollowingIds, FollowState } from './follows.dto';
import { FollowsService } from './follows.service';

const producerId = new ParseUUIDPipe({ exceptionFactory: () => catalogueError(CatalogueErrorCode.ProducerNotFound) });

/** 'Seguir' on a producer's page and cards (issue #33 §2). */
@ApiTags('following')
@ApiBearerAuth()
@Controller('artists')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Get(':id/follow')
  @ApiOperation({ summary: 'Se eu sigo quem produz, e quantas pessoas seguem' })
  @ApiOkResponse({ type: FollowState })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'ARTIST_NOT_FOUND' })
  state(@Param('id', producerId) id: string, @CurrentUser() user: AuthUser): Promise<FollowState> {
    return this.follows.state(user.id, id);
  }

  @Put(':id/follow')
  @ApiOperation({ summary: 'Segue ou deixa de seguir (o estado pedido; repetir não muda nada)' })
  @ApiOkResponse({ type: FollowState })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'CANNOT_FOLLOW_SELF' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'ARTIST_NOT_FOUND' })
  set(
    @Param('id', producerId) id: string,
    @Body() body: FollowBody,
    @CurrentUser() user: AuthUser,
  ): Promise<FollowState> {
    return this.follows.set(user.id, id, body.following);
  }
}

/** 'Seguindo' and 'Novidades'. */
@ApiTags('following')
@ApiBearerAuth()
@Controller('following')
export class FollowingController {
  constructor(
    private readonly follows: FollowsService,
    private readonly lists: SoundListsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Quem eu sigo (quem segui por último primeiro)' })
  @ApiOkResponse({ type: FollowedProducerPage })
  page(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<FollowedProducerPage> {
    return this.follows.page(user.id, query);
  }

  @Get('ids')
  @ApiOperation({ summary: 'Os ids de quem eu sigo (o portal marca os cards)' })
  @ApiOkResponse({ type: FollowingIds })
  async ids(@CurrentUser() user: AuthUser): Promise<FollowingIds> {
    return { ids: await this.follows.ids(user.id) };
  }

  @Get('news')
  @ApiOperation({ summary: 'Novidades: sons públicos novos de quem eu sigo, o mais recente primeiro' })
  @ApiOkResponse({ type: SoundPage })
  news(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundPage> {
    return this.lists.page({ kind: 'news', userId: user.id }, filters, user.id);
  }
}
