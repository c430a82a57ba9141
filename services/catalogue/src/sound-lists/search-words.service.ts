import { Injectable } from '@nestjs/common';
import { SoundListsRepository } from './sound-lists.repository';
import type { SoundFilterValues } from './sound-filters.dto';
import type { QueryFilters } from './sound-list.sql';

/**
 * Turns the typed search into the tsquery of the whole words it stands for ('fun' → 'funk' |
 * 'funky'; see the search words migration), once per request and before any query is planned:
 * as a constant the planner sees it, so its estimates and index choice follow the actual words.
 */
@Injectable()
export class SearchWordsService {
  constructor(private readonly lists: SoundListsRepository) {}

  async resolve(filters: SoundFilterValues): Promise<QueryFilters> {
    const { search, ...others } = filters;
    if (!search) return others;
    return { ...others, words: await this.lists.searchWords(search) };
  }
}
