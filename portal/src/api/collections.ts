import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

export type Collection = components['schemas']['CollectionResponse'];

/** A person has at most 100 collections (the API's limit): one page holds them all. */
const ALL_MINE = 100;

/**
 * Every collection query sits under `collectionKeys.all`: a change to one can change any list of
 * them (its count, its name, the card menus' check marks). Their sounds are sound queries
 * (soundKeys, source kind 'collection').
 */
export const collectionKeys = {
  all: ['collections'] as const,
  mine: (soundId?: string) => [...collectionKeys.all, 'mine', soundId ?? null] as const,
  one: (id: string) => [...collectionKeys.all, 'one', id] as const,
};

/** My collections by name; with a sound, whether each holds it (the card's menu). */
export const fetchMyCollections = async (soundId?: string) =>
  unwrap(await apiClient.GET('/api/collections', { params: { query: { soundId, pageSize: ALL_MINE } } }));

export const fetchCollection = async (id: string) =>
  unwrap(await apiClient.GET('/api/collections/{id}', { params: { path: { id } } }));

export const createCollection = async (name: string, soundId?: string) =>
  unwrap(await apiClient.POST('/api/collections', { body: { name, soundId } }));

export const updateCollection = async (id: string, changes: { name?: string; shared?: boolean }) =>
  unwrap(await apiClient.PATCH('/api/collections/{id}', { params: { path: { id } }, body: changes }));

export const deleteCollection = async (id: string) =>
  unwrap(await apiClient.DELETE('/api/collections/{id}', { params: { path: { id } } }));

export const addToCollection = async (id: string, soundId: string) =>
  unwrap(await apiClient.PUT('/api/collections/{id}/sounds/{soundId}', { params: { path: { id, soundId } } }));

export const removeFromCollection = async (id: string, soundId: string) =>
  unwrap(await apiClient.DELETE('/api/collections/{id}/sounds/{soundId}', { params: { path: { id, soundId } } }));

/** Moves the sound to `position` (1 = first) among those the owner sees. */
export const moveInCollection = async (id: string, soundId: string, position: number) =>
  unwrap(
    await apiClient.PUT('/api/collections/{id}/sounds/{soundId}/position', {
      params: { path: { id, soundId } },
      body: { position },
    }),
  );

/** Takes out the sounds the owner no longer sees (made private by their producer, or removed). */
export const removeUnavailableFromCollection = async (id: string) =>
  unwrap(await apiClient.DELETE('/api/collections/{id}/unavailable', { params: { path: { id } } }));
