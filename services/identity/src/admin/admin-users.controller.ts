import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { Roles } from '@sampleteca/auth';
import { escapeLike, parseSimpleRestQuery, setContentRange } from '@sampleteca/http';
import { AdminUserResponse, mapAdminUser } from '../profiles/profile.dto';
import { User } from '../users/user.entity';

const SORTABLE: Record<string, string> = {
  fullName: 'user.fullName',
  email: 'user.email',
  createdAt: 'user.createdAt',
};

/** The console's users list (ra-data-simple-rest): search by name or e-mail, 20 per page. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(@InjectRepository(User, 'identity') private readonly users: Repository<User>) {}

  @Get()
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"ana"}' })
  @ApiQuery({ name: 'range', required: false, example: '[0,19]' })
  @ApiQuery({ name: 'sort', required: false, example: '["fullName","ASC"]' })
  @ApiOkResponse({ type: [AdminUserResponse] })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserResponse[]> {
    const parsed = parseSimpleRestQuery(query, { sortable: Object.keys(SORTABLE) });
    const builder = this.users.createQueryBuilder('user');
    const search = typeof parsed.filter.q === 'string' ? parsed.filter.q.trim() : '';
    if (search) {
      builder.where('(user.fullName ILIKE :search OR user.email ILIKE :search)', {
        search: `%${escapeLike(search)}%`,
      });
    }
    const sort = parsed.sort ?? { field: 'fullName', order: 'ASC' as const };
    const [rows, total] = await builder
      .orderBy(SORTABLE[sort.field], sort.order)
      .addOrderBy('user.id', 'ASC')
      .skip(parsed.skip)
      .take(parsed.take)
      .getManyAndCount();
    setContentRange(response, 'users', parsed, rows.length, total);
    return rows.map(mapAdminUser);
  }
}
