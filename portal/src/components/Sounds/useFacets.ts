import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchFacets, soundKeys } from '../../api/sounds';
import { useLastAnswer } from '../../hooks/useLastAnswer';
import type { SoundFilters } from '../../api/soundTypes';

/**
 * The filter panel's values: for each filter, the values that have sounds under the other
 * filters, with their counts. Kept under the sounds prefix so an upload or deletion refreshes it.
 * The last counts stay when new ones cannot come (offline): the list says it was not updated, and
 * the panel does not add an error per group.
 */
export function useFacets(filters: SoundFilters, enabled = true) {
  const query = useQuery({
    queryKey: soundKeys.facets(filters),
    queryFn: () => fetchFacets(filters),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
  return useLastAnswer(query);
}
