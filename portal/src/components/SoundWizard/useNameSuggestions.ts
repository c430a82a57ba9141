import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { Suggestion } from './SuggestionCombobox';
import { useDebouncedValue } from './useDebouncedValue';

const SUGGESTIONS = 8;

/**
 * The person's drum kits whose name contains the text (`GET /api/drum-kits?mine=true`): a kit
 * belongs to whoever made it, so the wizard offers one's own.
 */
export function useDrumKitSuggestions(text: string) {
  const search = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: ['catalogue', 'drum-kits', 'suggestions', search],
    queryFn: async (): Promise<Suggestion[]> => {
      const page = unwrap(
        await apiClient.GET('/api/drum-kits', {
          params: { query: { search: search || undefined, pageSize: SUGGESTIONS, mine: true } },
        }),
      );
      return page.items.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }));
    },
    placeholderData: keepPreviousData,
  });
}

/** Credited artists whose name contains the text (`GET /api/artists/credited?search=`). */
export function useArtistSuggestions(text: string) {
  const search = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: ['catalogue', 'artists', 'credited', search],
    queryFn: async (): Promise<Suggestion[]> => {
      const artists = unwrap(await apiClient.GET('/api/artists/credited', { params: { query: { search } } }));
      return artists.slice(0, SUGGESTIONS);
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
