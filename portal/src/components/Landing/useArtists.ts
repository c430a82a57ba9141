import { useQuery } from '@tanstack/react-query';

import { apiClient } from '../../api/client';

const CAROUSEL_SIZE = 12;

/** The artists shown on the landing page (confirmed accounts, photos first). */
export function useLandingArtists() {
  return useQuery({
    queryKey: ['artists', 'landing'],
    queryFn: async () => {
      const { data, error } = await apiClient.GET('/api/artists', {
        params: { query: { page: 1, pageSize: CAROUSEL_SIZE } },
      });
      if (error) throw new Error('Não foi possível carregar os artistas.');
      return data.items;
    },
    staleTime: 60_000,
  });
}
