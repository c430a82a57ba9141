import { Controller, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { TaxonomyErrorCode, taxonomyError } from '../taxonomy/taxonomy-errors';
import { TaxonomyMergeResponse, UndoMergeResult } from './taxonomy-merges.dto';
import { TaxonomyMergesService } from './taxonomy-merges.service';

/** The console's recent merges of categories, drum kits and credited artists, and their undo. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/catalogue/taxonomy-merges')
export class AdminTaxonomyMergesController {
  constructor(private readonly merges: TaxonomyMergesService) {}

  @Get()
  @ApiOperation({ summary: 'Uniões recentes de uma lista (filtro kind: categories, drum-kits, artists)' })
  @ApiQuery({ name: 'filter', required: false, example: '{"kind":"categories"}' })
  @ApiQuery({ name: 'range', required: false, example: '[0,9]' })
  @ApiOkResponse({ type: [TaxonomyMergeResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaxonomyMergeResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: [] });
    const { items, total } = await this.merges.list(parsed);
    setContentRange(response, 'taxonomy-merges', parsed, items.length, total);
    return items;
  }

  @Post(':id/undo')
  @ApiOperation({ summary: 'Desfaz a união: recria os itens removidos e devolve a eles os sons que foram movidos' })
  @ApiOkResponse({ type: UndoMergeResult })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'MERGE_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'MERGE_ALREADY_UNDONE, MERGE_KEPT_GONE, TAXONOMY_NAME_TAKEN (o nome foi usado depois)',
  })
  @ApiGoneResponse({ type: ErrorResponse, description: 'MERGE_UNDO_EXPIRED' })
  undo(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => taxonomyError(TaxonomyErrorCode.MergeNotFound) }))
    id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<UndoMergeResult> {
    return this.merges.undo(id, user.id);
  }
}
