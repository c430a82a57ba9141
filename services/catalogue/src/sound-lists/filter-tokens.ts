import type { FacetDimension, QueryFilters } from './sound-list.sql';

/** The coarse filters a search token names, in the order the search-filter-tokens migration joins them. */
const TOKEN_PARTS = [
  ['t', 'type'],
  ['k', 'key'],
  ['b', 'bpm'],
  ['c', 'category'],
] as const;

/** The index expression the tokens are kept under (sounds_search_by_filters). */
export const FILTER_TOKENS_SQL = 'catalogue.filter_tokens(s.type, s.key, s.bpm, s.category_id)';

/**
 * The one token naming these coarse filters together ('t=Beats|k=C'), leaving out `except`, for
 * a search inside two or more of them: the GIN then intersects the word with that one list. Under
 * one filter there is no token: PostgreSQL walks that filter's list index newest first and checks
 * the word, which costs the same at any catalogue size when the word is common ('funk' in a
 * category: 1 ms, where the token's bitmap read all 3,000 matches, 20 ms at a million).
 */
export function filterToken(filters: QueryFilters, except?: FacetDimension): string | undefined {
  const parts = TOKEN_PARTS.filter(([, name]) => name !== except && filters[name] !== undefined).map(
    ([label, name]) => `${label}=${name === 'category' ? lowerUuid(filters[name]) : filters[name]}`,
  );
  return parts.length >= 2 ? parts.join('|') : undefined;
}

/** uuid::text is lower case; a filter's uuid may come in either. */
const lowerUuid = (value: string | undefined) => String(value).toLowerCase();
