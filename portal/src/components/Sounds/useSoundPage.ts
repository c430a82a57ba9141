import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { SoundFilters } from './soundFilters';
import { PAGE_SIZE, type SoundPage } from './soundTypes';

/** Where a list of sounds comes from. */
export type SoundSource =
  /** The catalogue: public sounds and the viewer's own; `produced` splits the artist and drum kit pages. */
  | { kind: 'browse'; produced?: boolean }
  /** A profile tab of the signed-in user. */
  | { kind: 'library'; list: 'downloads' | 'uploads' | 'likes' }
  /** Everything one account uploaded, private ones too (admins: the producer page). */
  | { kind: 'producer'; owner: string };

/** Every sound list is cached under this prefix, so a like or a deletion can reach all of them. */
export const soundsQueryKey = ['sounds'] as const;

/** Where a page starts, as the API's keyset paging takes it. */
type PageAnchor = { after?: string; before?: string };

const soundPageKey = (source: SoundSource, filters: SoundFilters, page: number) =>
  [...soundsQueryKey, source, filters, page] as const;

/**
 * A page stepped to from a neighbour the reader has seen (Próxima, Anterior) starts from that
 * neighbour's last or first sound, so the API seeks instead of skipping and page 5,000 comes as
 * fast as page 1. A page opened by its number alone (a shared link) has no anchor.
 */
function anchorFor(client: QueryClient, source: SoundSource, filters: SoundFilters, page: number): PageAnchor {
  if (page <= 1) return {};
  const previous = client.getQueryData<SoundPage>(soundPageKey(source, filters, page - 1));
  if (previous?.items.length === PAGE_SIZE) return { after: previous.items[PAGE_SIZE - 1].id };
  const following = client.getQueryData<SoundPage>(soundPageKey(source, filters, page + 1));
  if (following?.items.length) return { before: following.items[0].id };
  return {};
}

async function fetchSoundPage(
  source: SoundSource,
  filters: SoundFilters,
  page: number,
  anchor: PageAnchor,
): Promise<SoundPage> {
  if (source.kind === 'browse') {
    return unwrap(
      await apiClient.GET('/api/sounds', {
        params: { query: { ...filters, produced: source.produced, page, pageSize: PAGE_SIZE, ...anchor } },
      }),
    );
  }
  if (source.kind === 'library') {
    const query = { params: { query: { page, pageSize: PAGE_SIZE, ...anchor } } };
    const result =
      source.list === 'downloads'
        ? await apiClient.GET('/api/library/downloads', query)
        : source.list === 'uploads'
          ? await apiClient.GET('/api/library/uploads', query)
          : await apiClient.GET('/api/library/likes', query);
    return unwrap(result);
  }
  // The admin list speaks ra-data-simple-rest: a range in, the total in Content-Range out.
  const start = (page - 1) * PAGE_SIZE;
  const result = await apiClient.GET('/api/admin/sounds', {
    params: {
      query: { filter: JSON.stringify({ owner: source.owner }), range: JSON.stringify([start, start + PAGE_SIZE - 1]) },
    },
  });
  const items = unwrap(result);
  const total = Number(result.response.headers.get('Content-Range')?.split('/')[1]);
  const known = Number.isFinite(total);
  return { items, total: known ? total : start + items.length, totalIsEstimate: false, page, pageSize: PAGE_SIZE };
}

/** One page of sounds; the previous page stays on screen while the next one loads. */
export function useSoundPage(source: SoundSource, filters: SoundFilters, page: number, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: soundPageKey(source, filters, page),
    queryFn: () => fetchSoundPage(source, filters, page, anchorFor(client, source, filters, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
}
