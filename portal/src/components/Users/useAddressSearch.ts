import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A text search kept in the address (?q=), so a search survives opening a result and coming
 * back. A new search starts again at page 1. Starting or clearing a search is a history step
 * (the back button undoes it); refining one replaces the entry, as the catalogue's search does.
 */
export function useAddressSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim().slice(0, 100) ?? '';
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          updated.delete('page');
          return updated;
        },
        { replace: Boolean(search) === Boolean(next) },
      ),
    [setParams, search],
  );
  return [search, setSearch];
}
