import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CategoryResponse } from './categories.dto';
import { Category } from './category.entity';

/** Which sounds a category list is about: an uploader's or a drum kit's public sounds. */
export type CategoryScope = { column: 'owner_id' | 'drum_kit_id'; ref: string } | undefined;

@Injectable()
export class CategoriesRepository {
  constructor(@InjectRepository(Category, 'catalogue') private readonly categories: Repository<Category>) {}

  /**
   * By name; with a scope, only categories of that scope's public sounds. Without one (the
   * wizard's chips), the categories anyone may see: a name any user typed reaches others only
   * once a public sound uses it or an administrator accepted it; its creator sees it at once, and
   * so does whoever chose it for a sound of their own (its name answered 409 with it).
   */
  async list(scope: CategoryScope, viewerId: string): Promise<CategoryResponse[]> {
    const builder = this.categories.createQueryBuilder('c').select(['c.id', 'c.name']).orderBy('c.name');
    if (!scope) {
      builder.where(
        `(c.accepted OR c.created_by = :viewerId
          OR EXISTS (SELECT 1 FROM catalogue.sounds s
                     WHERE s.category_id = c.id AND (s.status = 'public' OR s.owner_id = :viewerId)))`,
        { viewerId },
      );
    } else {
      // Only public sounds: a page about someone else's work must not reveal their private uploads.
      builder.where(
        `EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.category_id = c.id AND s.status = 'public' AND s.${scope.column} = :ref)`,
        { ref: scope.ref },
      );
    }
    return (await builder.getMany()).map(({ id, name }) => ({ id, name }));
  }

  /** The new category, or undefined when one has that name already (as a person reads it: catalogue.name_key). */
  async insertIfNew(name: string, createdBy: string): Promise<CategoryResponse | undefined> {
    const [row] = await this.categories.query<CategoryResponse[]>(
      `INSERT INTO catalogue.categories (name, created_by)
       SELECT $1, $2 WHERE NOT EXISTS
         (SELECT 1 FROM catalogue.categories WHERE catalogue.name_key(name) = catalogue.name_key($1))
       ON CONFLICT (name) DO NOTHING RETURNING id, name`,
      [name, createdBy],
    );
    return row;
  }

  /** An administrator's word: the category shows to everyone (or, `false`, only once a public sound uses it). */
  async setAccepted(id: string, accepted: boolean): Promise<Category | null> {
    await this.categories.update({ id }, { accepted });
    return this.categories.findOneBy({ id });
  }

  find(id: string): Promise<Category | null> {
    return this.categories.findOneBy({ id });
  }

  /** The category a person would read as `name` (the same name exactly first, then the oldest). */
  async byName(name: string): Promise<CategoryResponse> {
    const [row] = await this.categories.query<CategoryResponse[]>(
      `SELECT id, name FROM catalogue.categories WHERE catalogue.name_key(name) = catalogue.name_key($1)
        ORDER BY name = $1 DESC, created_at, id LIMIT 1`,
      [name],
    );
    return row;
  }

  findIn(manager: EntityManager, id: string): Promise<Category | null> {
    return manager.findOneBy(Category, { id });
  }
}
