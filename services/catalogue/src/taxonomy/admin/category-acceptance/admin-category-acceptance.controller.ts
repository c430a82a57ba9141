import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CategoriesService } from '../../categories/categories.service';
import { CategoryAcceptanceBody, CategoryAcceptanceResponse } from './category-acceptance.dto';

const categoryId = new ParseUUIDPipe({ exceptionFactory: () => CategoriesService.notFound() });

/**
 * A user-made category shows to others once a public sound uses it, or once an administrator
 * accepts it here (the console's 'Aceitar'). Apart from rename and merge (admin-categories).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/categories/:id/acceptance')
export class AdminCategoryAcceptanceController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOkResponse({ type: CategoryAcceptanceResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  get(@Param('id', categoryId) id: string): Promise<CategoryAcceptanceResponse> {
    return this.categories.acceptance(id);
  }

  @Put()
  @ApiOperation({ summary: 'Aceita a categoria (aparece para todos) ou desfaz o aceite' })
  @ApiOkResponse({ type: CategoryAcceptanceResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'TAXONOMY_ENTRY_NOT_FOUND' })
  set(@Param('id', categoryId) id: string, @Body() body: CategoryAcceptanceBody): Promise<CategoryAcceptanceResponse> {
    return this.categories.setAccepted(id, body.accepted);
  }
}
