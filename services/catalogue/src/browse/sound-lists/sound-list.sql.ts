import type { SqlParams } from '@sampleteca/database';
import { FILTER_TOKENS_SQL, filterToken } from './filter-tokens';
import { matchClause, tempoClause, type SearchMatch } from './search-reading/search-match';
import type { SoundFilterValues } from './sound-filters.dto';

/**
 * The filters as queries take them: the typed search as the ranks of what it matches and the
 * tempo it names (SearchWordsService).
 */
export type QueryFilters = Omit<SoundFilterValues, 'search' | 'literal'> & { match?: SearchMatch; tempo?: number };

/**
 * Which sounds a list draws from. Browsing shows public sounds plus the viewer's own; the
 * producer page (admins) shows everything; the profile tabs show the user's uploads, likes and
 * downloads (each ordered by when that happened).
 */
export type SoundScope =
  | { kind: 'browse'; viewerId: string }
  | { kind: 'all' }
  | { kind: 'uploads'; userId: string }
  | { kind: 'liked'; userId: string }
  | { kind: 'downloaded'; userId: string }
  /** 'Novidades': public sounds the producers a user follows published, as they were told of them. */
  | { kind: 'news'; userId: string };

/** A filter that facets count by: the query parameter and the column it reads. */
export const FACET_COLUMNS = {
  type: { column: 'type', name: null },
  category: { column: 'category_id', name: 'category_name' },
  drumKit: { column: 'drum_kit_id', name: 'drum_kit_name' },
  uploader: { column: 'owner_id', name: 'owner_name' },
  key: { column: 'key', name: null },
  bpm: { column: 'bpm', name: null },
  // #44's tags: each walks its own partial list index (the family-filters migration).
  family: { column: 'instrument_family', name: null },
  shape: { column: 'shape', name: null },
} as const;
export type FacetDimension = keyof typeof FACET_COLUMNS;
export const FACET_DIMENSIONS = Object.keys(FACET_COLUMNS) as FacetDimension[];

/**
 * How a query reads its matches: `walk` for a window of the newest (each filter its own equality,
 * so PostgreSQL can walk one filter's list index newest first and stop at the page), `count` for
 * every match (a search inside two or more coarse filters as one GIN token, filterToken).
 */
export type FilterUse = { except?: FacetDimension; use?: 'walk' | 'count' };

/**
 * A window of a search inside two or more coarse filters with at most this many matches (the
 * planner's estimate of the token's count, which the total asks for anyway) reads them all through
 * the token and sorts them, instead of walking: the walk reads ~20 × (the walked list ÷ matches)
 * rows, and when the planner expects few matches it stops walking and intersects every sound the
 * word matches with the filters' list. At 1,000,000 sounds, 80–500 matches ('noturna', 'acapela' +
 * type + key): 3–9.6 ms walking, 0.8–1.9 reading them all; from ~550 up the walk finds 20 in 0.4–1.3
 * ms where reading all of them grows to 3–6 ('trap', 'funk'). At ten million the same matches sit
 * ten times sparser in the walked list, so the rule only favours the token more.
 */
export const FEW_MATCHES = 500;

/**
 * WHERE clauses (on alias `s`) for the filters, leaving out `except` (a facet counts its own
 * values under every other filter). Text search matches every typed word as a word prefix,
 * accents and case folded on both sides ('acapela' finds 'Acápela', 'fun' finds 'Funk').
 *
 * Why two uses: at ten million sounds 'acapela' + type + key has ~6,000 matches. Walking the key's
 * index finds the newest 20 in 9 ms, where reading every match costs 40; counting them is the
 * opposite, and with the token's list beside equalities the planner counts the filters twice (it
 * expected 111 matches and chose a bitmap of 200,000 entries). So a window gets the token only
 * when the search has few matches (FEW_MATCHES), and a count always, in place of the equalities
 * it names.
 */
export function filterClauses(
  filters: QueryFilters,
  params: SqlParams,
  { except, use = 'walk' }: FilterUse = {},
): string[] {
  const clauses: string[] = [];
  const token = use === 'count' ? filterToken(filters, except) : undefined;
  for (const dimension of FACET_DIMENSIONS) {
    const value = filters[dimension];
    if (dimension === except || value === undefined || token?.names.includes(dimension)) continue;
    clauses.push(`s.${FACET_COLUMNS[dimension].column} = ${params.add(value)}`);
  }
  if (filters.produced !== undefined) clauses.push(`s.is_produced = ${params.add(filters.produced)}`);
  clauses.push(...searchClauses(filters, params));
  if (token) clauses.push(`${FILTER_TOKENS_SQL} @> ARRAY[${params.add(token.token)}::text]`);
  return clauses;
}

/** What the typed search adds: every sound it matches, near the tempo it names. */
function searchClauses(filters: QueryFilters, params: SqlParams): string[] {
  const clauses: string[] = [];
  if (filters.match) clauses.push(matchClause(filters.match, params));
  if (filters.tempo !== undefined) clauses.push(tempoClause(filters.tempo, params));
  return clauses;
}

/** The coarse filters as clauses on `catalogue.public_sound_counts c` (see the sounds migration). */
export function countClauses(filters: QueryFilters, params: SqlParams): string[] {
  const clauses: string[] = [];
  if (filters.type) clauses.push(`c.type = ${params.add(filters.type)}`);
  if (filters.key) clauses.push(`c.key = ${params.add(filters.key)}`);
  if (filters.bpm) clauses.push(`c.bpm = ${params.add(filters.bpm)}`);
  if (filters.category) clauses.push(`c.category_id = ${params.add(filters.category)}`);
  if (filters.produced !== undefined) clauses.push(`c.is_produced = ${params.add(filters.produced)}`);
  return clauses;
}

/**
 * The rows of `catalogue.sounds s` (joined to what orders them) a scope draws from, and that
 * order's column. `sounds` is how the sounds table is named in FROM (a sample of it, say).
 */
export function scopeSource(
  scope: SoundScope,
  params: SqlParams,
  sounds = 'catalogue.sounds s',
): { from: string; where: string; sortAt: string } {
  switch (scope.kind) {
    case 'browse':
      // One condition the covering indexes answer without reading rows.
      return {
        from: sounds,
        where: `(s.status = 'public' OR s.owner_id = ${params.add(scope.viewerId)})`,
        sortAt: 's.created_at',
      };
    case 'all':
      return { from: sounds, where: 'true', sortAt: 's.created_at' };
    case 'uploads':
      return { from: sounds, where: `s.owner_id = ${params.add(scope.userId)}`, sortAt: 's.created_at' };
    case 'liked':
    case 'downloaded': {
      const user = params.add(scope.userId);
      // A sound made private after it was liked or downloaded stays in its owner's lists only.
      return {
        from: `${libraryTable(scope.kind)} x JOIN ${sounds} ON s.id = x.sound_id`,
        where: `x.user_id = ${user} AND (s.status = 'public' OR s.owner_id = ${user})`,
        sortAt: 'x.created_at',
      };
    }
    case 'news':
      return {
        from: `catalogue.follower_news x JOIN ${sounds} ON s.id = x.sound_id`,
        where: `x.user_id = ${params.add(scope.userId)} AND s.status = 'public'`,
        sortAt: 'x.created_at',
      };
  }
}

/**
 * A one-row subquery of the (sortAt, id) a sound has in a scope's list, which keyset pages
 * seek from; no row when the sound is not there (never liked, say).
 */
export function positionOf(scope: SoundScope, soundId: string, params: SqlParams): string {
  if (scope.kind === 'liked' || scope.kind === 'downloaded' || scope.kind === 'news') {
    return `(SELECT a.created_at, a.sound_id FROM ${libraryTable(scope.kind)} a
              WHERE a.user_id = ${params.add(scope.userId)} AND a.sound_id = ${params.add(soundId)})`;
  }
  return `(SELECT a.created_at, a.id FROM catalogue.sounds a WHERE a.id = ${params.add(soundId)})`;
}

const LIBRARY_TABLES = {
  liked: 'catalogue.likes',
  downloaded: 'catalogue.downloads',
  news: 'catalogue.follower_news',
} as const;
const libraryTable = (kind: keyof typeof LIBRARY_TABLES) => LIBRARY_TABLES[kind];
