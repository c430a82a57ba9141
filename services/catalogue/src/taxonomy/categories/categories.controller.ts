import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CategoriesQuery, CategoryResponse, CreateCategoryBody, CreatedCategory } from './categories.dto';
import { CategoriesService } from './categories.service';

/** Genres: the wizard's chips (those anyone may see, and the caller's own) and the pages' filters (those with sounds). */
@ApiTags('categories')
@ApiBearerAuth()
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOkResponse({ type: [CategoryResponse] })
  list(@Query() query: CategoriesQuery, @CurrentUser() user: AuthUser): Promise<CategoryResponse[]> {
    return this.categories.list(query, user.id);
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedCategory })
  @ApiConflictResponse({ type: ErrorResponse, description: "CATEGORY_EXISTS: 'Essa categoria já existe'" })
  create(@Body() body: CreateCategoryBody, @CurrentUser() user: AuthUser): Promise<CreatedCategory> {
    return this.categories.create(body.name, user.id);
  }
}
