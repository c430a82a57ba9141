import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@sampleteca/auth';
import { ApiSimpleRestList, simpleRestList } from '@sampleteca/http';
import { IdentityErrorCode, identityError } from '../identity-errors';
import { AdminUserResponse, mapAdminUser } from '../profiles/profile.dto';
import { AdminRoleService } from './admin-role.service';
import { AdminRoleBody } from './admin-role.dto';
import { ADMIN_USER_SORTS, type AdminUserSort } from '../users/users.service';
import { UsersService } from '../users/users.service';

/** An id that is not a UUID names no account. */
const userId = new ParseUUIDPipe({ exceptionFactory: () => identityError(IdentityErrorCode.UserNotFound) });

/**
 * The console's Usuários (ra-data-simple-rest): search by name or e-mail, 20 per page; one
 * account; its admin role given or taken (`PUT` with `{ isAdmin }`, as react-admin updates).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly adminRole: AdminRoleService,
  ) {}

  @Get()
  @ApiSimpleRestList(AdminUserResponse, { filter: '{"q":"ana"}', range: '[0,19]', sort: '["fullName","ASC"]' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserResponse[]> {
    const sortable = Object.keys(ADMIN_USER_SORTS);
    return simpleRestList({ query, response, resource: 'users', sortable }, async (parsed) => {
      const search = typeof parsed.filter.q === 'string' ? parsed.filter.q.trim() : '';
      const sort = (parsed.sort ?? { field: 'fullName', order: 'ASC' }) as AdminUserSort;
      const [rows, total] = await this.users.adminPage(search, sort, parsed.skip, parsed.take);
      return { items: rows.map(mapAdminUser), total };
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminUserResponse })
  async show(@Param('id', userId) id: string): Promise<AdminUserResponse> {
    return mapAdminUser(await this.users.get(id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Dá ou retira o papel de administrador: { isAdmin }; nunca do último' })
  @ApiOkResponse({ type: AdminUserResponse })
  async setRole(@Param('id', userId) id: string, @Body() body: AdminRoleBody): Promise<AdminUserResponse> {
    return mapAdminUser(await this.adminRole.changeById(id, body.isAdmin ? 'grant' : 'revoke'));
  }
}
