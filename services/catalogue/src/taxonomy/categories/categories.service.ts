import { Injectable } from '@nestjs/common';
import { insertOrFind } from '@sampleteca/database';
import { TaxonomyErrorCode, taxonomyError } from '../admin/taxonomy/taxonomy-errors';
import { CATEGORIES } from '../admin/taxonomy/taxonomy-kinds';
import { mapAcceptance, type CategoryAcceptanceResponse } from '../admin/category-acceptance/category-acceptance.dto';
import { CatalogueErrorCode, CatalogueMessages, catalogueError } from '../../catalogue-errors';

import type { CategoriesQuery, CategoryResponse, CreatedCategory } from './categories.dto';
import { CategoriesRepository } from './categories.repository';

/** Genres: the wizard's chips (all of them) and the pages' filters (those with sounds). */
@Injectable()
export class CategoriesService {
  constructor(private readonly categories: CategoriesRepository) {}

  list(query: CategoriesQuery, viewerId: string): Promise<CategoryResponse[]> {
    const ref = query.uploader ?? query.drumKit;
    const column = query.uploader ? 'owner_id' : 'drum_kit_id';
    return this.categories.list(ref ? { column, ref } : undefined, viewerId);
  }

  /**
   * Names are kept in lower case, once each as a person reads them: a second 'Funk' (or 'funk.',
   * 'fünk') answers 409 with the existing one, which the wizard then chooses.
   */
  async create(name: string, userId: string): Promise<CreatedCategory> {
    const lower = name.toLowerCase();
    const { row, created } = await insertOrFind(
      () => this.categories.insertIfNew(lower, userId),
      () => this.categories.byName(lower),
    );
    const category = { id: row.id, name: row.name };
    if (!created) throw catalogueError(CatalogueErrorCode.CategoryExists, { details: { category } });
    return { category, message: CatalogueMessages.CategoryCreated };
  }

  async acceptance(id: string): Promise<CategoryAcceptanceResponse> {
    const category = await this.categories.find(id);
    if (!category) throw CategoriesService.notFound();
    return mapAcceptance(category);
  }

  async setAccepted(id: string, accepted: boolean): Promise<CategoryAcceptanceResponse> {
    const category = await this.categories.setAccepted(id, accepted);
    if (!category) throw CategoriesService.notFound();
    return mapAcceptance(category);
  }

  /** The console's wording for a category that is not there (as its rename and merge answer). */
  static notFound() {
    return taxonomyError(TaxonomyErrorCode.NotFound, { message: CATEGORIES.messages.notFound });
  }
}
