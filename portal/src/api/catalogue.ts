import { PAGE_SIZE } from './soundTypes';
import { unwrap } from './apiError';
import { apiClient } from './client';
import type { paths } from '@sampleteca/clients-shared/api';

export type Category = paths['/api/categories']['get']['responses'][200]['content']['application/json'][number];

/**
 * Every catalogue query other than the sound lists (music vocabulary, categories, drum kits,
 * artists) sits under `catalogueKeys.all`: a new sound can add to any of them.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  vocabulary: () => [...catalogueKeys.all, 'keys'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  drumKitsPage: (page: number) => [...catalogueKeys.all, 'drum-kits', 'page', page] as const,
  drumKit: (id: string) => [...catalogueKeys.all, 'drum-kits', id] as const,
  myDrumKits: (search: string) => [...catalogueKeys.all, 'drum-kits', 'mine', search] as const,
  artistsPage: (page: number, pageSize: number) => [...catalogueKeys.all, 'artists', 'page', page, pageSize] as const,
  artistByName: (name: string) => [...catalogueKeys.all, 'artists', 'by-name', name.toLowerCase()] as const,
  creditedArtists: (search: string) => [...catalogueKeys.all, 'artists', 'credited', search] as const,
};

export const fetchVocabulary = async () => unwrap(await apiClient.GET('/api/keys'));

export const fetchCategories = async () => unwrap(await apiClient.GET('/api/categories'));

export const createCategory = async (name: string) =>
  unwrap(await apiClient.POST('/api/categories', { body: { name } }));

export const fetchDrumKitsPage = async (page: number) =>
  unwrap(await apiClient.GET('/api/drum-kits', { params: { query: { page, pageSize: PAGE_SIZE } } }));

/** The signed-in person's drum kits whose name contains `search` (a kit belongs to whoever made it). */
export const fetchMyDrumKits = async (search: string, pageSize: number) =>
  unwrap(
    await apiClient.GET('/api/drum-kits', { params: { query: { search: search || undefined, pageSize, mine: true } } }),
  );

export const fetchDrumKit = async (id: string) =>
  unwrap(await apiClient.GET('/api/drum-kits/{id}', { params: { path: { id } } }));

export const createDrumKit = async (name: string, imageUrl: string | null) =>
  unwrap(await apiClient.POST('/api/drum-kits', { body: { name, imageUrl } }));

/** Accounts with a confirmed e-mail, a page at a time. */
export const fetchArtistsPage = async (page: number, pageSize = PAGE_SIZE) =>
  unwrap(await apiClient.GET('/api/artists', { params: { query: { page, pageSize } } }));

export const fetchArtistByName = async (name: string) =>
  unwrap(await apiClient.GET('/api/artists/by-name/{name}', { params: { path: { name } } }));

export const fetchCreditedArtists = async (search: string) =>
  unwrap(await apiClient.GET('/api/artists/credited', { params: { query: { search } } }));

export const createCreditedArtist = async (name: string, imageUrl: string | null) =>
  unwrap(await apiClient.POST('/api/artists/credited', { body: { name, imageUrl } }));
