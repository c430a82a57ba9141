import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ApiError, unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import { PAGE_SIZE } from '../Sounds/soundTypes';

/** A missing artist or drum kit is an answer, not a failure to retry. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /artists: accounts with a confirmed e-mail, a page at a time. */
export function useArtistsPage(page: number) {
  return useQuery({
    queryKey: ['artists', 'page', page],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/artists', { params: { query: { page, pageSize: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** The artist of /artist/{name} (the full name, in any case). */
export function useArtistByName(name: string) {
  return useQuery({
    queryKey: ['artists', 'by-name', name.toLowerCase()],
    queryFn: async () => unwrap(await apiClient.GET('/api/artists/by-name/{name}', { params: { path: { name } } })),
    retry: retryUnlessMissing,
    enabled: name.trim().length > 0,
  });
}

/** /albums: drum kits, a page at a time. */
export function useDrumKitsPage(page: number) {
  return useQuery({
    queryKey: ['drum-kits', 'page', page],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/drum-kits', { params: { query: { page, pageSize: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** The drum kit of /album/{id}, with the artists who have sounds in it. */
export function useDrumKit(id: string) {
  return useQuery({
    queryKey: ['drum-kits', id],
    queryFn: async () => unwrap(await apiClient.GET('/api/drum-kits/{id}', { params: { path: { id } } })),
    retry: retryUnlessMissing,
  });
}
