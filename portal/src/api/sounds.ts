import type { SoundFilters } from './soundTypes';
import { PAGE_SIZE, type SoundPage } from './soundTypes';
import { ApiError, unwrap } from './apiError';
import { apiClient } from './client';
import type { components, paths } from '@sampleteca/clients-shared/api';

/** Where a list of sounds comes from. */
export type SoundSource =
  /** The catalogue: public sounds and the viewer's own; `produced` splits the artist and drum kit pages. */
  | { kind: 'browse'; produced?: boolean }
  /** A profile tab of the signed-in user. */
  | { kind: 'library'; list: 'downloads' | 'uploads' | 'likes' | 'news' }
  /** Everything one account uploaded, private ones too (admins: the producer page). */
  | { kind: 'producer'; owner: string }
  /** A collection's sounds in its order, as the viewer sees them (no filters, no keyset paging). */
  | { kind: 'collection'; id: string };

/** Where a page starts, as the API's keyset paging takes it. */
export type PageAnchor = { after?: string; before?: string };

export type CreateSoundBody = NonNullable<paths['/api/sounds']['post']['requestBody']>['content']['application/json'];
export type ProducedSoundBody = components['schemas']['CreateProducedSoundBody'];

/**
 * Every sound query sits under `soundKeys.all`, so a like, an upload or a deletion reaches every
 * list, facet count and card at once.
 */
export const soundKeys = {
  all: ['sounds'] as const,
  page: (source: SoundSource, filters: SoundFilters, page: number) =>
    [...soundKeys.all, source, filters, page] as const,
  library: (list: 'downloads' | 'likes') => [...soundKeys.all, { kind: 'library', list }] as const,
  facets: (filters: SoundFilters) => [...soundKeys.all, 'facets', filters] as const,
  one: (id: string) => [...soundKeys.all, 'one', id] as const,
};

export async function fetchSoundPage(
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
          : source.list === 'news'
            ? await apiClient.GET('/api/following/news', query)
            : await apiClient.GET('/api/library/likes', query);
    return unwrap(result);
  }
  if (source.kind === 'collection') {
    return unwrap(
      await apiClient.GET('/api/collections/{id}/sounds', {
        params: { path: { id: source.id }, query: { page, pageSize: PAGE_SIZE } },
      }),
    );
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
  return {
    items,
    total: known ? total : start + items.length,
    totalIsEstimate: false,
    page,
    pageSize: PAGE_SIZE,
    understood: [],
  };
}

export const fetchFacets = async (filters: SoundFilters) =>
  unwrap(await apiClient.GET('/api/sounds/facets', { params: { query: filters } }));

export const fetchSound = async (id: string) =>
  unwrap(await apiClient.GET('/api/sounds/{id}', { params: { path: { id } } }));

export const createSound = async (body: CreateSoundBody) => unwrap(await apiClient.POST('/api/sounds', { body }));

export const createProducedSound = async (body: ProducedSoundBody) =>
  unwrap(await apiClient.POST('/api/sounds/produced', { body }));

export const likeSound = async (id: string, liked: boolean) =>
  unwrap(await apiClient.PUT('/api/sounds/{id}/like', { params: { path: { id } }, body: { liked } }));

export const deleteSound = async (id: string) =>
  unwrap(await apiClient.DELETE('/api/sounds/{id}', { params: { path: { id } } }));

const FILE_MISSING = 'O arquivo deste som não está disponível agora. Tente novamente mais tarde.';
/**
 * A download link for the sound (the server checks the plan). A link to a missing file would save
 * an error page (or nothing): the file is asked for first, and its absence is an error.
 */
export async function requestDownload(id: string): Promise<DownloadLink> {
  const link = unwrap(await apiClient.POST('/api/sounds/{id}/downloads', { params: { path: { id } } }));
  await checkDownloadable(link.url);
  return link;
}

export type DownloadLink = components['schemas']['DownloadLink'];

/** Throws, in the words a person reads, when the file behind a download link is not there. */
export async function checkDownloadable(url: string): Promise<void> {
  const check = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
  if (!check.ok) throw new ApiError(check.status, { code: 'DOWNLOAD_FILE_MISSING', message: FILE_MISSING });
}

/**
 * The MP3 behind a download link, as bytes (serving it counts the download, as saving it would):
 * the portal renders it in the listener's tempo and key. Stops when `signal` aborts.
 */
export async function fetchDownloadBytes(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new ApiError(response.status, { code: 'DOWNLOAD_FILE_MISSING', message: FILE_MISSING });
  return response.arrayBuffer();
}
