import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

export type SharedDrumKit = components['schemas']['SharedDrumKit'];
export type SharedProducer = components['schemas']['SharedProducer'];
export type SharedCollection = components['schemas']['SharedCollection'];

/** What a shared link shows anyone (issue #33 §1, §3): no account needed, public sounds only. */
export const shareKeys = {
  sound: (id: string) => ['share', 'sound', id] as const,
  drumKit: (id: string) => ['share', 'drum-kit', id] as const,
  producer: (id: string) => ['share', 'producer', id] as const,
  collection: (id: string) => ['share', 'collection', id] as const,
};

export const fetchSharedSound = async (id: string) =>
  (await unwrap(await apiClient.GET('/api/share/sounds/{id}', { params: { path: { id } } }))).sound;

export const fetchSharedDrumKit = async (id: string) =>
  unwrap(await apiClient.GET('/api/share/drum-kits/{id}', { params: { path: { id } } }));

export const fetchSharedProducer = async (id: string) =>
  unwrap(await apiClient.GET('/api/share/producers/{id}', { params: { path: { id } } }));

export const fetchSharedCollection = async (id: string) =>
  unwrap(await apiClient.GET('/api/share/collections/{id}', { params: { path: { id } } }));
