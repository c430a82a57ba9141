import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { pageOf, toSkipTake, type Page } from '@sampleteca/http';
import type { SoundResponse } from './sound.dto';
import type { SoundFilters, SoundFilterValues } from './sound-filters.dto';
import { HYDRATE_SOUNDS_SQL, toSoundResponse, type SoundRow } from './sound-rows';
import { filterClauses, scopeBranches, SqlParams, type SoundScope } from './sound-scope';

/**
 * Paged sound lists with their total. The page's ids and the total are two queries run at
 * once on two connections; the ids come from index-only scans (the page is located without
 * reading rows), then one query hydrates just those 20 rows.
 */
@Injectable()
export class SoundLists {
  constructor(private readonly transactions: TransactionRunner) {}

  async page(scope: SoundScope, filters: SoundFilters, viewerId: string): Promise<Page<SoundResponse>> {
    const { items, total } = await this.slice(scope, filters, toSkipTake(filters), viewerId);
    return pageOf(items, total, filters);
  }

  /** Any window of a list (react-admin asks by range rather than page). */
  async slice(
    scope: SoundScope,
    filters: SoundFilterValues,
    window: { skip: number; take: number },
    viewerId: string,
  ): Promise<{ items: SoundResponse[]; total: number }> {
    const [ids, total] = await Promise.all([this.ids(scope, filters, window), this.count(scope, filters)]);
    return { items: await this.hydrate(ids, viewerId), total };
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
    const branches = scopeBranches(scope, filterClauses(filters, params), params, 's.id');
    const sql = `${branches.join(' UNION ALL ')}
      ORDER BY sort_at DESC, id DESC LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
    const rows = await this.query<{ id: string }>(sql, params.values);
    return rows.map((row) => row.id);
  }

  private async count(scope: SoundScope, filters: SoundFilterValues): Promise<number> {
    const params = new SqlParams();
    const branches = scopeBranches(scope, filterClauses(filters, params), params, '1 AS one');
    const sql = branches.map((branch) => `(SELECT count(*) FROM (${branch}) AS branch)`).join(' + ');
    const [row] = await this.query<{ total: string }>(`SELECT ${sql} AS total`, params.values);
    return Number(row.total);
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
