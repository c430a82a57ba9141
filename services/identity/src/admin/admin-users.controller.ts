import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sampleteca/auth';
import { parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { AdminUserResponse, mapAdminUser } from '../profiles/profile.dto';
import { ADMIN_USER_SORTS, type AdminUserSort } from '../users/users.service';
import { UsersService } from '../users/users.service';

/** The console's users list (ra-data-simple-rest): search by name or e-mail, 20 per page. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"ana"}' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiQuery({ name: 'sort', required: false, example: '["fullName","ASC"]' })
  @ApiOkResponse({ type: [AdminUserResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: Object.keys(ADMIN_USER_SORTS) });
    const search = typeof parsed.filter.q === 'string' ? parsed.filter.q.trim() : '';
    const sort = (parsed.sort ?? { field: 'fullName', order: 'ASC' }) as AdminUserSort;
    const [rows, total] = await this.users.adminPage(search, sort, parsed.skip, parsed.take);
    setContentRange(response, 'users', parsed, rows.length, total);
    return rows.map(mapAdminUser);
  }
}
