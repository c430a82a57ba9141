import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner, SqlParams } from '@sampleteca/database';
import { filterClauses, scopeSource, type QueryFilters, type SoundScope } from './sound-scope';

/** Share of the table's pages a sampled estimate reads (TABLESAMPLE SYSTEM). */
const SAMPLE_PERCENT = 1;

export type ListTotal = { total: number; estimated: boolean };

/**
 * The total of a text search. Counting visits every matching row (no index answers a count
 * alone), so a search is counted exactly only up to CATALOGUE_EXACT_SEARCH_COUNT matches; past
 * that the total is estimated from a fixed 1 % sample of the table, flagged `totalIsEstimate`,
 * as search engines do ('cerca de 280.000'). The planner's guess only chooses which comes
 * first: it multiplies the filters' shares as if unrelated and misses 'funk' within 'brega funk'
 * by 3.5×, where the sample came within 1 %. The fixed sample (REPEATABLE) keeps the estimate
 * the same from page to page.
 */
@Injectable()
export class SearchTotals {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async total(scope: SoundScope, filters: QueryFilters): Promise<ListTotal> {
    const cap = this.config.CATALOGUE_EXACT_SEARCH_COUNT;
    const sampled = (await this.planned(scope, filters)) > cap ? await this.sampled(scope, filters) : undefined;
    if (sampled !== undefined && sampled > cap) return { total: sampled, estimated: true };
    const counted = await this.counted(scope, filters, cap + 1);
    if (counted <= cap) return { total: counted, estimated: false };
    return { total: Math.max(sampled ?? (await this.sampled(scope, filters)), counted), estimated: true };
  }

  /** The planner's row estimate (planning only, nothing is read). */
  private async planned(scope: SoundScope, filters: QueryFilters): Promise<number> {
    const params = new SqlParams();
    const [row] = await this.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 ${this.matching(scope, filters, params)}`,
      params.values,
    );
    return row['QUERY PLAN'][0].Plan['Plan Rows'];
  }

  private async sampled(scope: SoundScope, filters: QueryFilters): Promise<number> {
    const params = new SqlParams();
    const sample = `catalogue.sounds s TABLESAMPLE SYSTEM (${SAMPLE_PERCENT}) REPEATABLE (0)`;
    const matching = this.matching(scope, filters, params, sample);
    const [row] = await this.query<{ total: string }>(`SELECT count(*) AS total ${matching}`, params.values);
    return Math.round((Number(row.total) * 100) / SAMPLE_PERCENT);
  }

  /** Matches counted up to `limit`, so a count reads at most that many rows. */
  private async counted(scope: SoundScope, filters: QueryFilters, limit: number): Promise<number> {
    const params = new SqlParams();
    const matching = this.matching(scope, filters, params);
    const [row] = await this.query<{ total: string }>(
      `SELECT count(*) AS total FROM (SELECT 1 ${matching} LIMIT ${params.add(limit)}) AS capped`,
      params.values,
    );
    return Number(row.total);
  }

  private matching(scope: SoundScope, filters: QueryFilters, params: SqlParams, sounds?: string): string {
    const source = scopeSource(scope, params, sounds);
    return `FROM ${source.from} WHERE ${[source.where, ...filterClauses(filters, params)].join(' AND ')}`;
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
