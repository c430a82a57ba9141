import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { pageFrom } from '../Sounds/soundFilters';

/** The page of a screen with one list, kept in the address (?page=). */
export function useAddressPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}
