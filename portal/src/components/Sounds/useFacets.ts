import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { SoundFilters } from './soundFilters';
import { soundsQueryKey } from './useSoundPage';

/**
 * The filter panel's values: for each filter, the values that have sounds under the other
 * filters, with their counts. Kept under the sounds prefix so an upload or deletion refreshes it.
 */
export function useFacets(filters: SoundFilters, enabled = true) {
  return useQuery({
    queryKey: [...soundsQueryKey, 'facets', filters],
    queryFn: async () => unwrap(await apiClient.GET('/api/sounds/facets', { params: { query: filters } })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
