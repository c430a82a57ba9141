import { keepPreviousData, useQuery } from '@tanstack/react-query';

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

async function fetchSoundPage(source: SoundSource, filters: SoundFilters, page: number): Promise<SoundPage> {
  if (source.kind === 'browse') {
    return unwrap(
      await apiClient.GET('/api/sounds', {
        params: { query: { ...filters, produced: source.produced, page, pageSize: PAGE_SIZE } },
      }),
    );
  }
  if (source.kind === 'library') {
    const query = { params: { query: { page, pageSize: PAGE_SIZE } } };
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
  return useQuery({
    queryKey: [...soundsQueryKey, source, filters, page],
    queryFn: () => fetchSoundPage(source, filters, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
