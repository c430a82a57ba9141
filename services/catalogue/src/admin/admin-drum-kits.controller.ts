import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { TaxonomyErrorCode, taxonomyError } from './taxonomy/taxonomy-errors';
import { DRUM_KITS } from './taxonomy/taxonomy-kinds';
import { MergeBody, DrumKitMergeResult, RenameDrumKitBody, DrumKitEntryResponse } from './taxonomy/taxonomy.dto';
import { TaxonomyService } from './taxonomy/taxonomy.service';

const kitId = new ParseUUIDPipe({
  exceptionFactory: () => taxonomyError(TaxonomyErrorCode.NotFound, { message: DRUM_KITS.messages.notFound }),
});

/** The console's drum kits (ra-data-simple-rest): list with owner and sounds, rename, merge one owner's duplicates. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/drum-kits')
export class AdminDrumKitsController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOperation({
    summary: 'Drum Kits com dono e número de sons (filtros: q, similar, similarTo, ownerId; ordem: name, sounds)',
  })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"kit","similar":true}' })
  @ApiQuery({ name: 'sort', required: false, example: '["sounds","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiOkResponse({ type: [DrumKitEntryResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DrumKitEntryResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: ['name', 'sounds'] });
    const { items, total } = await this.taxonomy.list<DrumKitEntryResponse>(DRUM_KITS, parsed);
    setContentRange(response, 'drum-kits', parsed, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: DrumKitEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  get(@Param('id', kitId) id: string): Promise<DrumKitEntryResponse> {
    return this.taxonomy.get(DRUM_KITS, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Renomeia o Drum Kit (e o nome copiado em cada um dos seus sons)' })
  @ApiOkResponse({ type: DrumKitEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'TAXONOMY_NAME_TAKEN (details.existing: o do mesmo produtor que já existe)',
  })
  rename(@Param('id', kitId) id: string, @Body() body: RenameDrumKitBody): Promise<DrumKitEntryResponse> {
    return this.taxonomy.rename(DRUM_KITS, id, body.name);
  }

  @Post(':id/merge')
  @ApiOperation({
    summary: 'Une os Drum Kits `ids` (do mesmo produtor) a este: os sons passam para ele e os outros são removidos',
  })
  @ApiOkResponse({ type: DrumKitMergeResult })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'NOTHING_TO_MERGE, DRUM_KITS_OF_DIFFERENT_OWNERS',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'MERGE_KEPT_AMONG_REMOVED, MERGE_REPEATED_IDS, MERGE_TOO_MANY',
  })
  merge(
    @Param('id', kitId) id: string,
    @Body() body: MergeBody,
    @CurrentUser() user: AuthUser,
  ): Promise<DrumKitMergeResult> {
    return this.taxonomy.merge(DRUM_KITS, id, body.ids, { by: user.id, dryRun: body.dryRun });
  }
}
