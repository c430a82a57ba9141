import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { fetchSoundPage, soundKeys, type PageAnchor, type SoundSource } from '../../api/sounds';
import { useLastAnswer } from '../../hooks/useLastAnswer';
import type { SoundFilters } from '../../api/soundTypes';
import { PAGE_SIZE, type SoundPage } from '../../api/soundTypes';

export type { SoundSource };

/**
 * A page stepped to from a neighbour the reader has seen (Próxima, Anterior) starts from that
 * neighbour's last or first sound, so the API seeks instead of skipping and page 5,000 comes as
 * fast as page 1. A page opened by its number alone (a shared link) has no anchor.
 */
function anchorFor(client: QueryClient, source: SoundSource, filters: SoundFilters, page: number): PageAnchor {
  if (page <= 1) return {};
  const previous = client.getQueryData<SoundPage>(soundKeys.page(source, filters, page - 1));
  if (previous?.items.length === PAGE_SIZE) return { after: previous.items[PAGE_SIZE - 1].id };
  const following = client.getQueryData<SoundPage>(soundKeys.page(source, filters, page + 1));
  if (following?.items.length) return { before: following.items[0].id };
  return {};
}

/**
 * One page of sounds; the previous page stays on screen while the next one loads, and when it
 * could not (a search typed offline keeps the list it had, said not to be updated).
 */
export function useSoundPage(source: SoundSource, filters: SoundFilters, page: number, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: soundKeys.page(source, filters, page),
    queryFn: () => fetchSoundPage(source, filters, page, anchorFor(client, source, filters, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
  return useLastAnswer(query);
}
