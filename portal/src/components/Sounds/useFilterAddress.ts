import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { filtersFromSearchParams, pageFrom, toSearchParams, toggleFilter } from './soundFilters';
import { type FilterName, type SoundFilters } from '../../api/soundTypes';

interface FilterAddressOptions {
  /** The type written in the path (/dashboardPage/type/{typeSong}). */
  typeFromPath?: string;
  /** The path for a set of filters, when the path carries the type; else the current path. */
  pathFor?: (filters: SoundFilters) => string;
  /** The page of each list on the screen, each a search parameter. */
  pageNames?: readonly string[];
}

const DEFAULT_PAGES = ['page'] as const;

/**
 * Filters and pages kept in the address, so a filtered page can be shared and reloaded (and the
 * back button undoes a filter). Any filter change sends every list back to page 1 (spec 02 §2).
 */
export function useFilterAddress({ typeFromPath, pathFor, pageNames = DEFAULT_PAGES }: FilterAddressOptions = {}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearchParams(params, typeFromPath), [params, typeFromPath]);
  const pageKey = pageNames.join(',');
  const pages = useMemo(
    () => Object.fromEntries(pageKey.split(',').map((name) => [name, pageFrom(params.get(name))])),
    [params, pageKey],
  );

  const go = useCallback(
    (next: SoundFilters, nextPages: Record<string, number>, replace: boolean) => {
      const extra = Object.fromEntries(
        Object.entries(nextPages).map(([name, page]) => [name, page > 1 ? page : undefined]),
      );
      const search = toSearchParams(next, { typeInPath: Boolean(pathFor), extra }).toString();
      navigate({ pathname: pathFor ? pathFor(next) : pathname, search: search ? `?${search}` : '' }, { replace });
    },
    [navigate, pathFor, pathname],
  );

  const setFilters = useCallback(
    (next: SoundFilters, options: { replace?: boolean } = {}) => go(next, {}, options.replace ?? false),
    [go],
  );
  const toggle = useCallback(
    (name: FilterName, value: string) => go(toggleFilter(filters, name, value), {}, false),
    [go, filters],
  );
  const setSearch = useCallback(
    (search: string) => {
      // A new search is read afresh: readings taken off the last one do not carry over.
      const next = { ...filters, search: search || undefined, literal: undefined };
      // Typing replaces the entry rather than leaving one per pause in the history.
      go(next, {}, Boolean(filters.search) === Boolean(search));
    },
    [go, filters],
  );
  const setPage = useCallback(
    (name: string, page: number) => go(filters, { ...pages, [name]: page }, false),
    [go, filters, pages],
  );

  return { filters, pages, setFilters, toggle, setSearch, setPage };
}
