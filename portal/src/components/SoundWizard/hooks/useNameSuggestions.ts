import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { catalogueKeys, fetchCreditedArtists, fetchMyDrumKits } from '../../../api/catalogue';
import type { Suggestion } from '../fields/SuggestionCombobox';
import { useDebouncedValue } from './useDebouncedValue';

const SUGGESTIONS = 8;

/**
 * The person's drum kits whose name contains the text (`GET /api/drum-kits?mine=true`): a kit
 * belongs to whoever made it, so the wizard offers one's own.
 */
export function useDrumKitSuggestions(text: string) {
  const search = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: catalogueKeys.myDrumKits(search),
    queryFn: async (): Promise<Suggestion[]> => {
      const page = await fetchMyDrumKits(search, SUGGESTIONS);
      return page.items.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }));
    },
    placeholderData: keepPreviousData,
  });
}

/** Credited artists whose name contains the text (`GET /api/artists/credited?search=`). */
export function useArtistSuggestions(text: string) {
  const search = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: catalogueKeys.creditedArtists(search),
    queryFn: async (): Promise<Suggestion[]> => {
      const artists = await fetchCreditedArtists(search);
      return artists.slice(0, SUGGESTIONS);
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
