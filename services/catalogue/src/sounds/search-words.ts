import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import type { SoundFilterValues } from './sound-filters.dto';
import type { QueryFilters } from './sound-scope';

/**
 * Turns the typed search into the tsquery of the whole words it stands for ('fun' → 'funk' |
 * 'funky'; see the search words migration), once per request and before any query is planned:
 * as a constant the planner sees it, so its estimates and index choice follow the actual words.
 */
@Injectable()
export class SearchWords {
  constructor(private readonly transactions: TransactionRunner) {}

  async resolve(filters: SoundFilterValues): Promise<QueryFilters> {
    const { search, ...others } = filters;
    if (!search) return others;
    const [row] = await this.transactions.dataSource.query<{ words: string }[]>(
      'SELECT catalogue.search_words_query($1)::text AS words',
      [search],
    );
    return { ...others, words: row.words };
  }
}
