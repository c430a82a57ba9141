import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { pageOf, toSkipTake } from '@sampleteca/http';
import type { SoundPage, SoundResponse } from './sound.dto';
import type { SoundFilters, SoundFilterValues } from './sound-filters.dto';
import { HYDRATE_SOUNDS_SQL, toSoundResponse, type SoundRow } from './sound-rows';
import { countClauses, filterClauses, scopeSource, SqlParams, type SoundScope } from './sound-scope';

/**
 * Paged sound lists with their total. The page's ids and the total are two queries run at
 * once on two connections; the ids come from index-only scans (a deep page skips index
 * entries, not rows), then one query hydrates just those rows.
 */
@Injectable()
export class SoundLists {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async page(scope: SoundScope, filters: SoundFilters, viewerId: string): Promise<SoundPage> {
    const { items, total, totalIsEstimate } = await this.slice(scope, filters, toSkipTake(filters), viewerId);
    return { ...pageOf(items, total, filters), totalIsEstimate };
  }

  /** Any window of a list (react-admin asks by range rather than page). */
  async slice(
    scope: SoundScope,
    filters: SoundFilterValues,
    window: { skip: number; take: number },
    viewerId: string,
  ): Promise<{ items: SoundResponse[]; total: number; totalIsEstimate: boolean }> {
    const [ids, { total, estimated }] = await Promise.all([
      this.ids(scope, filters, window),
      this.count(scope, filters),
    ]);
    return { items: await this.hydrate(ids, viewerId), total, totalIsEstimate: estimated };
  }

  /** Sounds by id, in that order, as the viewer sees them (liked, downloaded, mine). */
  async hydrate(ids: string[], viewerId: string): Promise<SoundResponse[]> {
    if (!ids.length) return [];
    const rows = await this.query<SoundRow>(HYDRATE_SOUNDS_SQL, [ids, viewerId]);
    return rows.map((row) => toSoundResponse(row, viewerId));
  }

  private async ids(
    scope: SoundScope,
    filters: SoundFilterValues,
    { skip, take }: { skip: number; take: number },
  ): Promise<string[]> {
    const params = new SqlParams();
    const source = scopeSource(scope, params);
    const clauses = [source.where, ...filterClauses(filters, params)];
    const sql = `SELECT s.id FROM ${source.from} WHERE ${clauses.join(' AND ')}
      ORDER BY ${source.sortAt} DESC, s.id DESC LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
    const rows = await this.query<{ id: string }>(sql, params.values);
    return rows.map((row) => row.id);
  }

  /**
   * Browsing under the coarse filters only (type, key, BPM, category, produced) adds up the
   * trigger-kept public counts plus the viewer's own private sounds; anything narrower (a drum
   * kit, an artist, a search) is counted from its index. A search matching a large share of the
   * catalogue ('funk') would have to visit every match to count it: above CATALOGUE_EXACT_SEARCH_COUNT the
   * planner's estimate stands in, flagged, as search engines do ('cerca de 280.000').
   */
  private async count(scope: SoundScope, filters: SoundFilterValues): Promise<{ total: number; estimated: boolean }> {
    const params = new SqlParams();
    let sql: string;
    if (scope.kind === 'browse' && !filters.search && !filters.drumKit && !filters.artist) {
      const viewer = params.add(scope.viewerId);
      const own = [`s.owner_id = ${viewer}`, `s.status = 'private'`, ...filterClauses(filters, params)];
      sql = `SELECT (SELECT coalesce(sum(c.sounds), 0) FROM catalogue.public_sound_counts c
                      WHERE ${['true', ...countClauses(filters, params)].join(' AND ')})
                  + (SELECT count(*) FROM catalogue.sounds s WHERE ${own.join(' AND ')}) AS total`;
    } else {
      const source = scopeSource(scope, params);
      const matching = `FROM ${source.from} WHERE ${[source.where, ...filterClauses(filters, params)].join(' AND ')}`;
      if (filters.search) {
        const estimate = await this.estimate(`SELECT 1 ${matching}`, params.values);
        if (estimate > this.config.CATALOGUE_EXACT_SEARCH_COUNT)
          return { total: Math.round(estimate), estimated: true };
      }
      sql = `SELECT count(*) AS total ${matching}`;
    }
    const [row] = await this.query<{ total: string }>(sql, params.values);
    return { total: Number(row.total), estimated: false };
  }

  /** The planner's row estimate for a query (planning only, nothing is read). */
  private async estimate(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return row['QUERY PLAN'][0].Plan['Plan Rows'];
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
