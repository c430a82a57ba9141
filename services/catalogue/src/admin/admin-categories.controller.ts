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
import { CATEGORIES } from './taxonomy/taxonomy-kinds';
import { MergeBody, MergeResult, RenameCategoryBody, TaxonomyEntryResponse } from './taxonomy/taxonomy.dto';
import { TaxonomyService } from './taxonomy/taxonomy.service';

const categoryId = new ParseUUIDPipe({
  exceptionFactory: () => taxonomyError(TaxonomyErrorCode.NotFound, { message: CATEGORIES.messages.notFound }),
});

/** The console's categories (ra-data-simple-rest): list with their sounds, rename, merge duplicates. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Get()
  @ApiOperation({ summary: 'Categorias com o número de sons (filtros: q, similar, similarTo; ordem: name, sounds)' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"funk","similar":true}' })
  @ApiQuery({ name: 'sort', required: false, example: '["sounds","DESC"]' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiOkResponse({ type: [TaxonomyEntryResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaxonomyEntryResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: ['name', 'sounds'] });
    const { items, total } = await this.taxonomy.list<TaxonomyEntryResponse>(CATEGORIES, parsed);
    setContentRange(response, 'categories', parsed, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOkResponse({ type: TaxonomyEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  get(@Param('id', categoryId) id: string): Promise<TaxonomyEntryResponse> {
    return this.taxonomy.get(CATEGORIES, id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Renomeia a categoria (e o nome copiado em cada um dos seus sons)' })
  @ApiOkResponse({ type: TaxonomyEntryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'TAXONOMY_NAME_TAKEN (details.existing: a que já existe)' })
  rename(@Param('id', categoryId) id: string, @Body() body: RenameCategoryBody): Promise<TaxonomyEntryResponse> {
    return this.taxonomy.rename(CATEGORIES, id, body.name);
  }

  @Post(':id/merge')
  @ApiOperation({
    summary:
      'Une as categorias `ids` a esta: os sons passam para ela e as outras são removidas (dryRun: só a prévia); fica registrada para ser desfeita',
  })
  @ApiOkResponse({ type: MergeResult })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'NOTHING_TO_MERGE' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'MERGE_KEPT_AMONG_REMOVED, MERGE_REPEATED_IDS, MERGE_TOO_MANY',
  })
  merge(
    @Param('id', categoryId) id: string,
    @Body() body: MergeBody,
    @CurrentUser() user: AuthUser,
  ): Promise<MergeResult> {
    return this.taxonomy.merge(CATEGORIES, id, body.ids, { by: user.id, dryRun: body.dryRun });
  }
}
