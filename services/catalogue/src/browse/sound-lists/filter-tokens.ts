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

/** A token and the filters it stands for. */
export type FilterToken = { token: string; names: FacetDimension[] };

/**
 * The one token naming a search's coarse filters together ('t=Beats|k=C'), leaving out `except`,
 * when two or more are set: the GIN then finds the search's every match by intersecting the word
 * with that one list, which is how a search is counted. Never for one filter, whose list is the
 * filter's own index.
 */
export function filterToken(filters: QueryFilters, except?: FacetDimension): FilterToken | undefined {
  const named = TOKEN_PARTS.filter(([, name]) => name !== except && filters[name] !== undefined);
  if (filters.match === undefined || named.length < 2) return undefined;
  return {
    token: named
      .map(([label, name]) => `${label}=${name === 'category' ? lowerUuid(filters[name]) : filters[name]}`)
      .join('|'),
    names: named.map(([, name]) => name),
  };
}

/** uuid::text is lower case; a filter's uuid may come in either. */
const lowerUuid = (value: string | undefined) => String(value).toLowerCase();
