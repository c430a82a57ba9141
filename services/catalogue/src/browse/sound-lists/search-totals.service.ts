import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { SoundListsRepository } from './sound-lists.repository';
import type { QueryFilters, SoundScope } from './sound-list.sql';

export type ListTotal = { total: number; estimated: boolean };

/**
 * The total of a text search. Counting visits every matching row (no index answers a count
 * alone), so a search is counted exactly only up to CATALOGUE_EXACT_SEARCH_COUNT matches; past
 * that the total is estimated from a fixed sample of the table (1 %, ~20,000 rows past two million
 * sounds), flagged `totalIsEstimate`, as search engines do ('cerca de 280.000'). The planner's
 * guess only chooses which comes first: it multiplies the filters' shares as if unrelated and
 * misses 'funk' within 'brega funk' by 3.5×, where the sample came within 1 %. The fixed sample (REPEATABLE) keeps the estimate
 * the same from page to page.
 */
@Injectable()
export class SearchTotalsService {
  constructor(
    private readonly lists: SoundListsRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The planner's estimate of the matches (planning only, nothing is read): where a total starts. */
  planned(scope: SoundScope, filters: QueryFilters): Promise<number> {
    return this.lists.planned(scope, filters);
  }

  /** `planned`: the estimate when the caller asked for it already. */
  async total(scope: SoundScope, filters: QueryFilters, planned?: number): Promise<ListTotal> {
    const cap = this.config.CATALOGUE_EXACT_SEARCH_COUNT;
    const sampled =
      (planned ?? (await this.lists.planned(scope, filters))) > cap
        ? await this.lists.sampled(scope, filters)
        : undefined;
    if (sampled !== undefined && sampled > cap) return { total: sampled, estimated: true };
    // Counted up to one past the cap, so a count reads at most that many rows.
    const counted = await this.lists.counted(scope, filters, cap + 1);
    if (counted <= cap) return { total: counted, estimated: false };
    return { total: Math.max(sampled ?? (await this.lists.sampled(scope, filters)), counted), estimated: true };
  }
}
