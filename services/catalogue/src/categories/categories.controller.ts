import { Body, Controller, Get, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CatalogueErrors, CatalogueMessages } from '../catalogue-errors';
import { catalogueError } from '../common/app-error';
import { CategoriesQuery, CategoryResponse, CreateCategoryBody, CreatedCategory } from './categories.dto';
import { Category } from './category.entity';

/** Genres: the wizard's chips (all of them) and the pages' filters (those with sounds). */
@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class CategoriesController {
  constructor(@InjectRepository(Category, 'catalogue') private readonly categories: Repository<Category>) {}

  @Get()
  @ApiOkResponse({ type: [CategoryResponse] })
  async list(@Query() query: CategoriesQuery): Promise<CategoryResponse[]> {
    const builder = this.categories.createQueryBuilder('c').select(['c.id', 'c.name']).orderBy('c.name');
    const column = query.artist ? 'owner_id' : query.drumKit ? 'drum_kit_id' : undefined;
    if (column) {
      // Only public sounds: a page about someone else's work must not reveal their private uploads.
      builder.where(
        `EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.category_id = c.id AND s.status = 'public' AND s.${column} = :ref)`,
        { ref: query.artist ?? query.drumKit },
      );
    }
    return (await builder.getMany()).map(({ id, name }) => ({ id, name }));
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedCategory })
  @ApiConflictResponse({ type: ErrorResponse, description: "CATEGORY_EXISTS: 'Essa categoria já existe'" })
  async create(@Body() body: CreateCategoryBody, @CurrentUser() user: AuthUser): Promise<CreatedCategory> {
    const name = body.name.toLowerCase();
    const [row] = await this.categories.query<CategoryResponse[]>(
      `INSERT INTO catalogue.categories (name, created_by) VALUES ($1, $2)
       ON CONFLICT (name) DO NOTHING RETURNING id, name`,
      [name, user.id],
    );
    if (!row) {
      const existing = await this.categories.findOneByOrFail({ name });
      throw catalogueError(CatalogueErrors.CategoryExists, HttpStatus.CONFLICT, {
        category: { id: existing.id, name: existing.name },
      });
    }
    return { category: row, message: CatalogueMessages.CategoryCreated };
  }
}
