import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { pageOf, toSkipTake } from '@sampleteca/http';
import type { SoundPage, SoundResponse } from './sound.dto';
import { anchorOf, type PageAnchor, type SoundFilters, type SoundFilterValues } from './sound-filters.dto';
import { HYDRATE_SOUNDS_SQL, toSoundResponse, type SoundRow } from './sound-rows';
import { countClauses, filterClauses, positionOf, scopeSource, SqlParams, type SoundScope } from './sound-scope';

/** A slice of a list: `skip` and `take`, or `take` seeking from an anchor sound (keyset). */
type ListWindow = { skip: number; take: number; anchor?: PageAnchor };

/**
 * Paged sound lists with their total. The page's ids and the total are two queries run at
 * once on two connections; the ids come from index-only scans, then one query hydrates just
 * those rows. A page asked with an anchor (`after` / `before` a sound the reader saw) seeks to
 * it in the index, so any depth costs what page 1 does; a page number alone skips entries.
 */
@Injectable()
export class SoundLists {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async page(scope: SoundScope, filters: SoundFilters, viewerId: string): Promise<SoundPage> {
    const window = { ...toSkipTake(filters), anchor: anchorOf(filters) };
    const { items, total, totalIsEstimate } = await this.slice(scope, filters, window, viewerId);
    return { ...pageOf(items, total, filters), totalIsEstimate };
  }

  /** Any window of a list (react-admin asks by range rather than page). */
  async slice(
    scope: SoundScope,
    filters: SoundFilterValues,
    window: ListWindow,
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
    { skip, take, anchor }: ListWindow,
  ): Promise<string[]> {
    const params = new SqlParams();
    const source = scopeSource(scope, params);
    const clauses = [source.where, ...filterClauses(filters, params)];
    if (!anchor) {
      const sql = `SELECT s.id FROM ${source.from} WHERE ${clauses.join(' AND ')}
        ORDER BY ${source.sortAt} DESC, s.id DESC LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
      return (await this.query<{ id: string }>(sql, params.values)).map((row) => row.id);
    }
    // Before an anchor the list is read backwards from it, then turned the right way round.
    const backwards = 'before' in anchor;
    const anchorId = backwards ? anchor.before : anchor.after;
    const order = backwards ? 'ASC' : 'DESC';
    clauses.push(`(${source.sortAt}, s.id) ${backwards ? '>' : '<'} ${positionOf(scope, anchorId, params)}`);
    const sql = `SELECT s.id FROM ${source.from} WHERE ${clauses.join(' AND ')}
      ORDER BY ${source.sortAt} ${order}, s.id ${order} LIMIT ${params.add(take)}`;
    const ids = (await this.query<{ id: string }>(sql, params.values)).map((row) => row.id);
    if (backwards) ids.reverse();
    // An anchor that left the list (deleted, unliked, made private) places nothing: skip instead.
    if (!ids.length && !(await this.holds(scope, anchorId))) return this.ids(scope, filters, { skip, take });
    return ids;
  }

  private async holds(scope: SoundScope, soundId: string): Promise<boolean> {
    const params = new SqlParams();
    const [row] = await this.query<{ holds: boolean }>(
      `SELECT EXISTS ${positionOf(scope, soundId, params)} AS holds`,
      params.values,
    );
    return row.holds;
  }

  /**
   * Browsing under the coarse filters only (type, key, BPM, category, produced) adds up the
   * trigger-kept public counts plus the viewer's own private sounds; anything narrower (a drum
   * kit, an artist, a search) is counted from its index. A search is counted only up to
   * CATALOGUE_EXACT_SEARCH_COUNT matches: one the planner expects to match more ('funk', 28 % of
   * the catalogue), or that reaches the cap, answers the planner's estimate, flagged, as search
   * engines do ('cerca de 280.000'). The cap bounds the rows read whatever the estimate said.
   */
  private async count(scope: SoundScope, filters: SoundFilterValues): Promise<{ total: number; estimated: boolean }> {
    const params = new SqlParams();
    if (scope.kind === 'browse' && !filters.search && !filters.drumKit && !filters.artist) {
      const viewer = params.add(scope.viewerId);
      const own = [`s.owner_id = ${viewer}`, `s.status = 'private'`, ...filterClauses(filters, params)];
      const sql = `SELECT (SELECT coalesce(sum(c.sounds), 0) FROM catalogue.public_sound_counts c
                      WHERE ${['true', ...countClauses(filters, params)].join(' AND ')})
                  + (SELECT count(*) FROM catalogue.sounds s WHERE ${own.join(' AND ')}) AS total`;
      return { total: await this.total(sql, params.values), estimated: false };
    }
    const source = scopeSource(scope, params);
    const matching = `FROM ${source.from} WHERE ${[source.where, ...filterClauses(filters, params)].join(' AND ')}`;
    if (!filters.search)
      return { total: await this.total(`SELECT count(*) AS total ${matching}`, params.values), estimated: false };

    const cap = this.config.CATALOGUE_EXACT_SEARCH_COUNT;
    const estimate = Math.round(await this.estimate(`SELECT 1 ${matching}`, params.values));
    if (estimate > cap) return { total: estimate, estimated: true };
    const counted = await this.total(
      `SELECT count(*) AS total FROM (SELECT 1 ${matching} LIMIT ${params.add(cap + 1)}) AS capped`,
      params.values,
    );
    return counted > cap
      ? { total: Math.max(estimate, counted), estimated: true }
      : { total: counted, estimated: false };
  }

  private async total(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.query<{ total: string }>(sql, params);
    return Number(row.total);
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
