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
import { CREDITED_ARTISTS } from './taxonomy/taxonomy-kinds';
import { MergeBody, MergeResult, RenameArtistBody, TaxonomyEntryResponse } from './taxonomy/taxonomy.dto';
import { TaxonomyService } from './taxonomy/taxonomy.service';

const artistId = new ParseUUIDPipe({
  exceptionFactory: () => taxonomyError(TaxonomyErrorCode.NotFound, { message: CREDITED_ARTISTS.messages.notFound }),
});

/** The console's credited artists (names typed in the wizard, not accounts) (ra-data-simple-rest): list with their sounds, rename, merge duplicates. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/artists')
export class AdminArtistsController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOperation({
    summary: 'Artistas creditados com o número de sons (filtros: q, similar, similarTo; ordem: name, sounds)',
  })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"mc","similar":true}' })
  @ApiQuery({ name: 'sort', required: false, example: '["sounds","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiOkResponse({ type: [TaxonomyEntryResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaxonomyEntryResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: ['name', 'sounds'] });
    const { items, total } = await this.taxonomy.list<TaxonomyEntryResponse>(CREDITED_ARTISTS, parsed);
    setContentRange(response, 'artists', parsed, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: TaxonomyEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  get(@Param('id', artistId) id: string): Promise<TaxonomyEntryResponse> {
    return this.taxonomy.get(CREDITED_ARTISTS, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Renomeia o artista (e o nome copiado nos seus sons, também na distribuição)' })
  @ApiOkResponse({ type: TaxonomyEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'TAXONOMY_NAME_TAKEN (details.existing: o que já existe)' })
  rename(@Param('id', artistId) id: string, @Body() body: RenameArtistBody): Promise<TaxonomyEntryResponse> {
    return this.taxonomy.rename(CREDITED_ARTISTS, id, body.name);
  }

  @Post(':id/merge')
  @ApiOperation({
    summary:
      'Une os artistas `ids` a este: os sons passam para ele e os outros são removidos (dryRun: só a prévia); fica registrada para ser desfeita',
  })
  @ApiOkResponse({ type: MergeResult })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'NOTHING_TO_MERGE' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'MERGE_KEPT_AMONG_REMOVED, MERGE_REPEATED_IDS, MERGE_TOO_MANY',
  })
  merge(
    @Param('id', artistId) id: string,
    @Body() body: MergeBody,
    @CurrentUser() user: AuthUser,
  ): Promise<MergeResult> {
    return this.taxonomy.merge(CREDITED_ARTISTS, id, body.ids, { by: user.id, dryRun: body.dryRun });
  }
}
