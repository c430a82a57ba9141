import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchFacets, soundKeys } from '../../api/sounds';
import type { SoundFilters } from './soundFilters';

/**
 * The filter panel's values: for each filter, the values that have sounds under the other
 * filters, with their counts. Kept under the sounds prefix so an upload or deletion refreshes it.
 */
export function useFacets(filters: SoundFilters, enabled = true) {
  return useQuery({
    queryKey: soundKeys.facets(filters),
    queryFn: () => fetchFacets(filters),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
