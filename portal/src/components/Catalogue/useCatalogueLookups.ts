import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { ApiError } from '../../api/apiError';
import {
  catalogueKeys,
  fetchArtistByName,
  fetchArtistsPage,
  fetchDrumKit,
  fetchDrumKitsPage,
} from '../../api/catalogue';
import { PAGE_SIZE } from '../../api/soundTypes';

/** A missing artist or drum kit is an answer, not a failure to retry. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /artists: accounts with a confirmed e-mail, a page at a time. */
export function useArtistsPage(page: number) {
  return useQuery({
    queryKey: catalogueKeys.artistsPage(page, PAGE_SIZE),
    queryFn: () => fetchArtistsPage(page),
    placeholderData: keepPreviousData,
  });
}

/** The artist of /artist/{name} (the full name, in any case). */
export function useArtistByName(name: string) {
  return useQuery({
    queryKey: catalogueKeys.artistByName(name),
    queryFn: () => fetchArtistByName(name),
    retry: retryUnlessMissing,
    enabled: name.trim().length > 0,
  });
}

/** /albums: drum kits, a page at a time. */
export function useDrumKitsPage(page: number) {
  return useQuery({
    queryKey: catalogueKeys.drumKitsPage(page),
    queryFn: () => fetchDrumKitsPage(page),
    placeholderData: keepPreviousData,
  });
}

/** The drum kit of /album/{id}, with the artists who have sounds in it. */
export function useDrumKit(id: string) {
  return useQuery({
    queryKey: catalogueKeys.drumKit(id),
    queryFn: () => fetchDrumKit(id),
    retry: retryUnlessMissing,
  });
}
