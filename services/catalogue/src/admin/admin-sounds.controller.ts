import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '@sampleteca/auth';
import { parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { SoundResponse } from '../sounds/sound.dto';
import type { SoundFilterValues } from '../sounds/sound-filters.dto';
import { SoundLists } from '../sounds/sound-lists';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
const uuidOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : undefined;

/**
 * Every sound, public or private (ra-data-simple-rest): the producer page (/producer/{name})
 * and the console. Admins only; newest first.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/sounds')
export class AdminSoundsController {
  constructor(private readonly lists: SoundLists) {}

  @Get()
  @ApiOperation({ summary: 'Todos os sons (filtros: q, owner)' })
  @ApiQuery({ name: 'filter', required: false, example: '{"owner":"<uuid>","q":"funk"}' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiOkResponse({ type: [SoundResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SoundResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: [] });
    const filters: SoundFilterValues = { uploader: uuidOf(parsed.filter.owner), search: text(parsed.filter.q) };
    const { items, total } = await this.lists.slice({ kind: 'all' }, filters, parsed, user.id);
    setContentRange(response, 'sounds', parsed, items.length, total);
    return items;
  }
}
