import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import {
  AppException,
  COMMON_MESSAGES,
  CommonErrorCode,
  parseSimpleRestQuery,
  setContentRange,
} from '@sampleteca/http';
import { soundIdPipe } from '../sounds/sound-id.pipe';
import { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { MessageResponse } from '../sounds/sound.dto';
import { AdminSoundUpdateBody, OwnerSummaryResponse } from './admin-sound.dto';
import { ADMIN_SOUND_SORTS, AdminSoundsService, type AdminSoundSort } from './admin-sounds.service';
import { SoundsService } from '../sounds/sounds.service';
import { adminSoundQuery } from './admin-sound-query';

/** A malformed user id is a validation error (the route lists, it does not name a resource). */
const userId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new AppException(CommonErrorCode.ValidationFailed, COMMON_MESSAGES[CommonErrorCode.ValidationFailed]),
});

/**
 * Every sound, public or private (ra-data-simple-rest): the producer page (/producer/{name})
 * and the console's Sons, which filter as the catalogue does plus visibility and processing,
 * sort by date, downloads or likes, edit, hide, publish and delete. Admins only.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/sounds')
export class AdminSoundsController {
  constructor(
    private readonly sounds: AdminSoundsService,
    private readonly deletions: SoundsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Todos os sons (filtros: q, owner, type, category, key, bpm, drumKit, status, processing)',
  })
  @ApiQuery({ name: 'filter', required: false, example: '{"owner":"<uuid>","q":"funk","processing":"failed"}' })
  @ApiQuery({ name: 'sort', required: false, example: '["likes","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiOkResponse({ type: [SoundResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SoundResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: Object.keys(ADMIN_SOUND_SORTS) });
    const sort = (parsed.sort ?? { field: 'createdAt', order: 'DESC' }) as AdminSoundSort;
    const { items, total } = await this.sounds.list(
      adminSoundQuery(parsed.filter),
      sort,
      parsed.skip,
      parsed.take,
      user.id,
    );
    setContentRange(response, 'sounds', parsed, items.length, total);
    return items;
  }

  @Get('owners/:userId')
  @ApiOperation({ summary: 'Sons de uma conta, curtidas e downloads que receberam e que ela fez' })
  @ApiOkResponse({ type: OwnerSummaryResponse })
  ownerSummary(@Param('userId', userId) id: string): Promise<OwnerSummaryResponse> {
    return this.sounds.ownerSummary(id);
  }

  @Get(':id')
  @ApiOkResponse({ type: SoundResponse })
  show(@Param('id', soundIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<SoundResponse> {
    return this.sounds.get(id, user.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edita os dados de um som, ou o esconde (status private) / publica (public)' })
  @ApiOkResponse({ type: SoundResponse })
  update(
    @Param('id', soundIdPipe) id: string,
    @Body() body: AdminSoundUpdateBody,
    @CurrentUser() user: AuthUser,
  ): Promise<SoundResponse> {
    return this.sounds.update(id, body, user.id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  delete(@Param('id', soundIdPipe) id: string): Promise<MessageResponse> {
    return this.deletions.deleteAsAdmin(id);
  }
}
