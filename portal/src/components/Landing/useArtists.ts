import { useQuery } from '@tanstack/react-query';

import { catalogueKeys, fetchArtistsPage } from '../../api/catalogue';

const CAROUSEL_SIZE = 12;

/** The artists shown on the landing page (confirmed accounts, photos first). */
export function useLandingArtists() {
  return useQuery({
    queryKey: catalogueKeys.artistsPage(1, CAROUSEL_SIZE),
    queryFn: async () => (await fetchArtistsPage(1, CAROUSEL_SIZE)).items,
    staleTime: 60_000,
  });
}
