import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { signedPreviewLink } from '@sampleteca/contracts';
import { TransactionRunner, SqlParams } from '@sampleteca/database';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { mapSound, type SoundPage, type SoundResponse } from './sound.dto';
import { anchorOf, type PageAnchor, type SoundFilters, type SoundFilterValues } from './sound-filters.dto';
import { SearchTotals, type ListTotal } from './search-totals';
import { HYDRATE_SOUNDS_SQL, type SoundRow } from './sound-rows';
import { SearchWords } from './search-words';
import {
  countClauses,
  filterClauses,
  positionOf,
  scopeSource,
  type QueryFilters,
  type SoundScope,
} from './sound-scope';

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
    private readonly searchTotals: SearchTotals,
    private readonly searchWords: SearchWords,
    /** Shared with media, which plays the preview links signed here. */
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
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
    const query = await this.searchWords.resolve(filters);
    const [ids, { total, estimated }] = await Promise.all([this.ids(scope, query, window), this.count(scope, query)]);
    return { items: await this.hydrate(ids, viewerId), total, totalIsEstimate: estimated };
  }

  /**
   * Sounds by id, in that order, as the viewer sees them (liked, downloaded, mine). Callers
   * pass only ids the viewer may see, so each ready sound carries a preview link signed for
   * them: media plays no preview on its id alone (a private sound stays private).
   */
  async hydrate(ids: string[], viewerId: string): Promise<SoundResponse[]> {
    if (!ids.length) return [];
    const rows = await this.query<SoundRow>(HYDRATE_SOUNDS_SQL, [ids, viewerId]);
    const ttl = this.config.MEDIA_SIGNED_URL_TTL_SECONDS;
    const previewLink = (audioId: string) => signedPreviewLink(audioId, this.urlSecret, ttl).url;
    return rows.map((row) => mapSound(row, viewerId, previewLink));
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
   * trigger-kept public counts plus the viewer's own private sounds; a drum kit or an uploader is
   * counted from its index; a search has its own rules (SearchTotals).
   */
  private async count(scope: SoundScope, filters: QueryFilters): Promise<ListTotal> {
    if (filters.words !== undefined) return this.searchTotals.total(scope, filters);
    const params = new SqlParams();
    let sql: string;
    if (scope.kind === 'browse' && !filters.drumKit && !filters.uploader) {
      const viewer = params.add(scope.viewerId);
      const own = [`s.owner_id = ${viewer}`, `s.status = 'private'`, ...filterClauses(filters, params)];
      sql = `SELECT (SELECT coalesce(sum(c.sounds), 0) FROM catalogue.public_sound_counts c
                      WHERE ${['true', ...countClauses(filters, params)].join(' AND ')})
                  + (SELECT count(*) FROM catalogue.sounds s WHERE ${own.join(' AND ')}) AS total`;
    } else {
      const source = scopeSource(scope, params);
      sql = `SELECT count(*) AS total FROM ${source.from}
              WHERE ${[source.where, ...filterClauses(filters, params)].join(' AND ')}`;
    }
    const [row] = await this.query<{ total: string }>(sql, params.values);
    return { total: Number(row.total), estimated: false };
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
