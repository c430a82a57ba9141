import { Injectable } from '@nestjs/common';
import type { BpmRange, InstrumentFamily, MusicalKey, SoundShape, SoundType } from '@sampleteca/contracts';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import type { FamilySource } from '../../publishing/sounds/sound.entity';
import type { PageAnchor } from './sound-filters.dto';
import {
  countClauses,
  FACET_COLUMNS,
  filterClauses,
  positionOf,
  scopeSource,
  type FacetDimension,
  type FilterUse,
  type QueryFilters,
  type SoundScope,
} from './sound-list.sql';
import { tierClause, tierOf, type SearchMatch, type TermWords } from './search-reading/search-match';
import type { SearchSynonym } from './search-reading/search-vocabulary';

/** A sound row as the card queries return it (snake_case from PostgreSQL). */
export type SoundRow = {
  id: string;
  name: string;
  description: string;
  type: SoundType;
  key: MusicalKey | null;
  bpm: BpmRange | null;
  tempo: number | null;
  loudness: number | null;
  category_id: string | null;
  category_name: string | null;
  drum_kit_id: string | null;
  drum_kit_name: string | null;
  drum_kit_image: string | null;
  artist_id: string | null;
  artist_name: string | null;
  artist_image: string | null;
  owner_id: string;
  owner_name: string;
  owner_avatar: string | null;
  audio_id: string;
  audio_status: 'processing' | 'ready' | 'failed' | null;
  duration_seconds: number | null;
  /** The card's bars, 0..1; rows the card-levels backfill has not reached yet have only these. */
  peaks: number[] | null;
  /** The card's waveform levels (card-peaks.ts). */
  card_levels: Buffer | null;
  failure_message: string | null;
  image_url: string | null;
  is_free: boolean;
  is_produced: boolean;
  status: 'public' | 'private';
  review_status: 'pending' | 'approved' | 'cancelled' | null;
  likes_count: number;
  downloads_count: number;
  liked: boolean;
  downloaded: boolean;
  created_at: Date;
  /** What it sounds like (#44) and whose word that is. */
  instrument_family: InstrumentFamily | null;
  shape: SoundShape | null;
  family_source: FamilySource | null;
};

/** What of a card is the viewer's own, or changes too often to share: read afresh on every request. */
export type ViewerOverlay = Pick<SoundRow, 'likes_count' | 'downloads_count' | 'liked' | 'downloaded'>;

/** Everything a card shows, one query for a whole page, ids kept in their order (the sound-cards migration). */
const HYDRATE_SOUNDS_SQL = `SELECT * FROM catalogue.sound_cards($1::uuid[], $2) ORDER BY card_order`;

/**
 * The list version, whether the viewer has a sound that is not public, and the counts and the
 * viewer's flags of these ids: what a shared page needs afresh on every request (SharedPagesCache).
 * One row per id found, or one row with no id when none is (the list-version migration).
 */
const VIEWER_VIEW_SQL = `SELECT * FROM catalogue.viewer_view($1, $2::uuid[])`;

/** A slice of a list: `skip` and `take`, or `take` seeking from an anchor sound (keyset). */
export type ListWindow = { skip: number; take: number; anchor?: PageAnchor };

/** The list version, whether the viewer has sounds only they see, and their overlay of some sounds. */
export type ViewerView = { version: string; hasPrivate: boolean; overlay: Map<string, ViewerOverlay> };

/** One value of a facet and how many sounds have it. */
export type FacetCount = { value: string; label: string | null; count: string };

/**
 * Share of the table's pages a sampled estimate reads (TABLESAMPLE SYSTEM), in percent: 1 % up to
 * two million sounds, then ~20,000 rows whatever the size (a fixed 1 % read 100,000 rows at ten
 * million, 46 ms; 20,000 take 15 ms and put 'funk' within 2.5 %). From the planner's row count,
 * which moves only when the table is analysed, so the estimate stays the same from page to page.
 */
const SOUNDS_PLANNED = `(SELECT reltuples FROM pg_class WHERE oid = 'catalogue.sounds'::regclass)`;
const SAMPLE_PERCENT = `least(1, 2e6 / greatest(1, ${SOUNDS_PLANNED}))`;

/**
 * The catalogue's list queries: a page's cards (found by index-only scans), its total, the rows
 * of sounds by id, search words, facet counts and the census. Every statement is built from
 * sound-list.sql's clauses with one SqlParams, so the filters read the same in every query.
 */
@Injectable()
export class SoundListsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** What each typed word (folded and split as search_vector is) stands for in the catalogue's words. */
  termWords(text: string): Promise<TermWords[]> {
    return this.query<TermWords>(
      `SELECT t.token, w.exact, w.prefixes, w.typos
         FROM regexp_split_to_table(catalogue.fold($1), '[^[:alnum:]]+') WITH ORDINALITY AS t (token, position)
        CROSS JOIN LATERAL catalogue.search_term_words(t.token) AS w
        WHERE t.token <> '' ORDER BY t.position`,
      [text],
    );
  }

  /** Which of `words` some sound's names hold (catalogue.search_words): the others match nothing. */
  async presentWords(words: string[]): Promise<Set<string>> {
    const rows = await this.query<{ word: string }>(
      'SELECT word FROM catalogue.search_words WHERE word = ANY ($1::text[])',
      [words],
    );
    return new Set(rows.map((row) => row.word));
  }

  /** The words musicians type for instrument families and kinds of sound. */
  synonyms(): Promise<SearchSynonym[]> {
    return this.query<SearchSynonym>('SELECT word, family, type FROM catalogue.search_synonyms ORDER BY word', []);
  }

  /**
   * The cards of a window of the list, newest first; from an anchor, those just after or before
   * it. One statement: the window's ids (an index-only scan) go straight into the cards' query.
   */
  async cards(
    scope: SoundScope,
    filters: QueryFilters,
    window: ListWindow,
    viewerId: string,
    use: FilterUse['use'] = 'walk',
  ): Promise<SoundRow[]> {
    const params = new SqlParams();
    const { sql, backwards } =
      filters.match && filters.match.tiers.length > 1
        ? await this.rankedIds(scope, filters, filters.match, window, params)
        : this.windowIds(scope, filters, window, params, use);
    const rows = await this.query<SoundRow>(
      `SELECT * FROM catalogue.sound_cards(ARRAY(${sql}), ${params.add(viewerId)}) ORDER BY card_order`,
      params.values,
    );
    // Before an anchor the list is read backwards from it, then turned the right way round.
    return backwards ? rows.reverse() : rows;
  }

  private windowIds(
    scope: SoundScope,
    filters: QueryFilters,
    { skip, take, anchor }: ListWindow,
    params: SqlParams,
    use: FilterUse['use'],
  ): { sql: string; backwards: boolean } {
    const source = scopeSource(scope, params);
    const clauses = [source.where, ...filterClauses(filters, params, { use })];
    if (!anchor) {
      const sql = `SELECT s.id FROM ${source.from} WHERE ${clauses.join(' AND ')}
        ORDER BY ${source.sortAt} DESC, s.id DESC LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
      return { sql, backwards: false };
    }
    const backwards = 'before' in anchor;
    const anchorId = backwards ? anchor.before : anchor.after;
    const order = backwards ? 'ASC' : 'DESC';
    clauses.push(`(${source.sortAt}, s.id) ${backwards ? '>' : '<'} ${positionOf(scope, anchorId, params)}`);
    const sql = `SELECT s.id FROM ${source.from} WHERE ${clauses.join(' AND ')}
      ORDER BY ${source.sortAt} ${order}, s.id ${order} LIMIT ${params.add(take)}`;
    return { sql, backwards };
  }

  /**
   * A window of a search's matches best rank first, then newest (search-match.ts names the ranks):
   * one branch per rank, each walking its own matches newest first as windowIds does, joined in
   * rank order (UNION ALL without an outer sort, so a later rank is read only when the earlier
   * ones do not fill the window). From an anchor, its rank's branch seeks from it and the ranks on
   * the far side are left out.
   */
  private async rankedIds(
    scope: SoundScope,
    filters: QueryFilters,
    match: SearchMatch,
    { skip, take, anchor }: ListWindow,
    params: SqlParams,
  ): Promise<{ sql: string; backwards: boolean }> {
    const source = scopeSource(scope, params);
    const others = filterClauses({ ...filters, match: undefined }, params);
    const base = [source.where, ...others];
    const branch = (tier: number, order: 'ASC' | 'DESC', extra: string[], limit: string) => {
      const clauses = [...base, tierClause(match.tiers[tier], params)];
      if (tier > 0) clauses.push(`NOT (${tierClause(match.tiers[tier - 1], params)})`);
      return `(SELECT s.id FROM ${source.from} WHERE ${[...clauses, ...extra].join(' AND ')}
        ORDER BY ${source.sortAt} ${order}, s.id ${order} LIMIT ${limit})`;
    };
    const tiers = match.tiers.map((_, index) => index);
    if (!anchor) {
      const limit = params.add(skip + take);
      const sql = `SELECT ranked.id FROM (${tiers.map((tier) => branch(tier, 'DESC', [], limit)).join(' UNION ALL ')}) AS ranked
        LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
      return { sql, backwards: false };
    }
    const backwards = 'before' in anchor;
    const anchorId = backwards ? anchor.before : anchor.after;
    const anchorTier = await this.tierOfSound(match, anchorId);
    // An anchor the search no longer matches places nothing: the page is read from the start.
    if (anchorTier === null) return this.rankedIds(scope, filters, match, { skip, take }, params);
    const limit = params.add(take);
    const position = positionOf(scope, anchorId, params);
    const branches = (
      backwards ? tiers.filter((tier) => tier <= anchorTier).reverse() : tiers.filter((tier) => tier >= anchorTier)
    ).map((tier) =>
      branch(
        tier,
        backwards ? 'ASC' : 'DESC',
        tier === anchorTier ? [`(${source.sortAt}, s.id) ${backwards ? '>' : '<'} ${position}`] : [],
        limit,
      ),
    );
    return { sql: `SELECT ranked.id FROM (${branches.join(' UNION ALL ')}) AS ranked LIMIT ${limit}`, backwards };
  }

  /** The rank a sound has in a search (0 best), null when the search does not match it. */
  private async tierOfSound(match: SearchMatch, soundId: string): Promise<number | null> {
    const params = new SqlParams();
    const rank = tierOf(match, params);
    const [row] = await this.query<{ tier: number | null }>(
      `SELECT ${rank} AS tier FROM catalogue.sounds s WHERE s.id = ${params.add(soundId)}`,
      params.values,
    );
    return row?.tier ?? null;
  }

  /** Whether the sound is in the scope's list. */
  async holds(scope: SoundScope, soundId: string): Promise<boolean> {
    const params = new SqlParams();
    const [row] = await this.query<{ holds: boolean }>(
      `SELECT EXISTS ${positionOf(scope, soundId, params)} AS holds`,
      params.values,
    );
    return row.holds;
  }

  /**
   * Browsing under the coarse filters only (type, key, BPM, category, produced): the
   * trigger-kept public counts plus the viewer's own private sounds.
   */
  async browseTotal(viewerId: string, filters: QueryFilters): Promise<number> {
    const params = new SqlParams();
    const viewer = params.add(viewerId);
    const own = [`s.owner_id = ${viewer}`, `s.status = 'private'`, ...filterClauses(filters, params)];
    const [row] = await this.query<{ total: string }>(
      `SELECT (SELECT coalesce(sum(c.sounds), 0) FROM catalogue.public_sound_counts c
                WHERE ${['true', ...countClauses(filters, params)].join(' AND ')})
            + (SELECT count(*) FROM catalogue.sounds s WHERE ${own.join(' AND ')}) AS total`,
      params.values,
    );
    return Number(row.total);
  }

  /** Every matching sound counted (from the index a drum kit or an uploader has); at most `limit` when given. */
  async counted(scope: SoundScope, filters: QueryFilters, limit?: number): Promise<number> {
    const params = new SqlParams();
    const matching = this.matching(scope, filters, params, 'count');
    const sql =
      limit === undefined
        ? `SELECT count(*) AS total ${matching}`
        : `SELECT count(*) AS total FROM (SELECT 1 ${matching} LIMIT ${params.add(limit)}) AS capped`;
    const [row] = await this.query<{ total: string }>(sql, params.values);
    return Number(row.total);
  }

  /** The planner's row estimate (planning only, nothing is read). */
  async planned(scope: SoundScope, filters: QueryFilters): Promise<number> {
    const params = new SqlParams();
    const [row] = await this.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 ${this.matching(scope, filters, params, 'count')}`,
      params.values,
    );
    return row['QUERY PLAN'][0].Plan['Plan Rows'];
  }

  /** The total estimated from a fixed sample of the table (REPEATABLE: the same on every page). */
  async sampled(scope: SoundScope, filters: QueryFilters): Promise<number> {
    const params = new SqlParams();
    const sample = `catalogue.sounds s TABLESAMPLE SYSTEM (${SAMPLE_PERCENT}) REPEATABLE (0)`;
    // Equalities, not the token: they are cheaper to check on each sampled row.
    const matching = this.matching(scope, filters, params, 'walk', sample);
    const [row] = await this.query<{ total: string; percent: number }>(
      `SELECT count(*) AS total, ${SAMPLE_PERCENT}::float8 AS percent ${matching}`,
      params.values,
    );
    return Math.round((Number(row.total) * 100) / row.percent);
  }

  /** Everything a card shows, for these ids in their order, as the viewer sees it. */
  hydrate(ids: string[], viewerId: string): Promise<SoundRow[]> {
    return this.query<SoundRow>(HYDRATE_SOUNDS_SQL, [ids, viewerId]);
  }

  /** What of these sounds is the viewer's own, with the list version, read in one statement. */
  async viewerView(viewerId: string, ids: string[]): Promise<ViewerView> {
    type Row = ViewerOverlay & { version: string; has_private: boolean; id: string | null };
    const rows = await this.query<Row>(VIEWER_VIEW_SQL, [viewerId, ids]);
    const overlay = new Map<string, ViewerOverlay>();
    for (const { id, likes_count, downloads_count, liked, downloaded } of rows)
      if (id) overlay.set(id, { likes_count, downloads_count, liked, downloaded });
    return { version: rows[0].version, hasPrivate: rows[0].has_private, overlay };
  }

  /**
   * Sounds under every filter but `dimension`'s, grouped by that dimension's value, most first;
   * `visibility` is a condition on `s` whose parameters are `visibilityParams` ($1…).
   */
  facetCounts(
    dimension: FacetDimension,
    filters: QueryFilters,
    visibility: string,
    visibilityParams: unknown[],
    limit?: number,
  ): Promise<FacetCount[]> {
    const params = new SqlParams();
    visibilityParams.forEach((value) => params.add(value));
    const clauses = [visibility, ...filterClauses(filters, params, { except: dimension, use: 'count' })];
    const { column, name } = FACET_COLUMNS[dimension];
    const sql = `SELECT s.${column}::text AS value, ${name ? `min(s.${name})` : 'NULL'} AS label, count(*) AS count
      FROM catalogue.sounds s WHERE s.${column} IS NOT NULL AND ${clauses.join(' AND ')}
      GROUP BY s.${column} ORDER BY count(*) DESC${limit ? ` LIMIT ${limit}` : ''}`;
    return this.query<FacetCount>(sql, params.values);
  }

  /** How many sounds belong to others than `ownerIds`, and how many of theirs are public. */
  async census(ownerIds: string[]): Promise<{ others: number; ownPublic: number }> {
    const [row] = await this.query<{ others: string; own_public: string }>(
      `SELECT count(*) FILTER (WHERE NOT (owner_id = ANY($1::uuid[]))) AS others,
              count(*) FILTER (WHERE owner_id = ANY($1::uuid[]) AND status = 'public') AS own_public
         FROM catalogue.sounds`,
      [ownerIds],
    );
    return { others: Number(row.others), ownPublic: Number(row.own_public) };
  }

  private matching(
    scope: SoundScope,
    filters: QueryFilters,
    params: SqlParams,
    use: FilterUse['use'],
    sounds?: string,
  ): string {
    const source = scopeSource(scope, params, sounds);
    return `FROM ${source.from} WHERE ${[source.where, ...filterClauses(filters, params, { use })].join(' AND ')}`;
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
