import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res, type Type } from '@nestjs/common';
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
import { TaxonomyErrorCode, taxonomyError } from './taxonomy-errors';
import type { TaxonomyKind } from './taxonomy-kinds';
import { MergeBody, type MergeResult, type TaxonomyEntryResponse } from './taxonomy.dto';
import { TaxonomyService } from './taxonomy.service';

/** What one taxonomy's console routes say of their own; the routes themselves are the same. */
export type AdminTaxonomyRoutes<Entry extends TaxonomyEntryResponse, Merged extends MergeResult> = {
  kind: TaxonomyKind;
  /** The route under /api/admin/, also the resource Content-Range names. */
  resource: string;
  /** The controller's name, the prefix of its OpenAPI operation ids. */
  className: string;
  entry: Type<Entry>;
  mergeResult: Type<Merged>;
  /** The rename body: each taxonomy has its own length and messages. */
  renameBody: Type<{ name: string }>;
  filterExample: string;
  summaries: { list: string; rename: string; merge: string };
  /** The 409's and the 422's descriptions. */
  nameTaken: string;
  cannotMerge: string;
};

/**
 * Gives the parameter at `index` the class TypeScript could not name in a generic method, so the
 * validation pipe and the OpenAPI document read the taxonomy's own DTO.
 */
const ParameterType =
  (index: number, type: Type<unknown>): MethodDecorator =>
  (target, method) => {
    const types = [...(Reflect.getMetadata('design:paramtypes', target, method) as unknown[])];
    types[index] = type;
    Reflect.defineMetadata('design:paramtypes', types, target, method);
  };

/** The console's routes for one taxonomy (ra-data-simple-rest): list with their sounds, rename, merge duplicates. */
export function adminTaxonomyController<Entry extends TaxonomyEntryResponse, Merged extends MergeResult>(
  routes: AdminTaxonomyRoutes<Entry, Merged>,
): Type<unknown> {
  const { kind } = routes;
  const entryId = new ParseUUIDPipe({
    exceptionFactory: () => taxonomyError(TaxonomyErrorCode.NotFound, { message: kind.messages.notFound }),
  });

  @ApiTags('admin')
  @ApiBearerAuth()
  @Roles('admin')
  @Controller(`admin/${routes.resource}`)
  class AdminTaxonomyController {
    constructor(private readonly taxonomy: TaxonomyService) {}

    @Get()
    @ApiOperation({ summary: routes.summaries.list })
    @ApiQuery({ name: 'filter', required: false, example: routes.filterExample })
    @ApiQuery({ name: 'sort', required: false, example: '["sounds","DESC"]' })
    @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
    @ApiOkResponse({ type: [routes.entry] })
    async list(
      @Query() query: Record<string, unknown>,
      @Res({ passthrough: true }) response: Response,
    ): Promise<Entry[]> {
      const parsed = parseSimpleRestQuery(query, { sortable: ['name', 'sounds'] });
      const { items, total } = await this.taxonomy.list<Entry>(kind, parsed);
      setContentRange(response, routes.resource, parsed, items.length, total);
      return items;
    }

    @Get(':id')
    @ApiOkResponse({ type: routes.entry })
    @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
    get(@Param('id', entryId) id: string): Promise<Entry> {
      return this.taxonomy.get<Entry>(kind, id);
    }

    @Put(':id')
    @ApiOperation({ summary: routes.summaries.rename })
    @ApiOkResponse({ type: routes.entry })
    @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
    @ApiConflictResponse({ type: ErrorResponse, description: routes.nameTaken })
    @ParameterType(1, routes.renameBody)
    rename(@Param('id', entryId) id: string, @Body() body: { name: string }): Promise<Entry> {
      return this.taxonomy.rename<Entry>(kind, id, body.name);
    }

    @Post(':id/merge')
    @ApiOperation({ summary: routes.summaries.merge })
    @ApiOkResponse({ type: routes.mergeResult })
    @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
    @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: routes.cannotMerge })
    @ApiBadRequestResponse({
      type: ErrorResponse,
      description: 'MERGE_KEPT_AMONG_REMOVED, MERGE_REPEATED_IDS, MERGE_TOO_MANY',
    })
    merge(@Param('id', entryId) id: string, @Body() body: MergeBody, @CurrentUser() user: AuthUser) {
      return this.taxonomy.merge<Entry>(kind, id, body.ids, { by: user.id, dryRun: body.dryRun });
    }
  }
  Object.defineProperty(AdminTaxonomyController, 'name', { value: routes.className });
  return AdminTaxonomyController;
}
