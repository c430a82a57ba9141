import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

export type ProducerStats = components['schemas']['ProducerStats'];
export type StatsDay = components['schemas']['StatsDay'];
export type StatsWindow = 7 | 30 | 90;

/** 'Meu painel' (issue #33 §4). */
export const producerStatsKeys = {
  all: ['producer-stats'] as const,
  window: (days: StatsWindow) => [...producerStatsKeys.all, days] as const,
};

export const fetchProducerStats = async (days: StatsWindow) =>
  unwrap(await apiClient.GET('/api/library/stats', { params: { query: { days } } }));

/** Tells the catalogue a preview started (signed in or not); the server counts it once per listener, sound and day. */
export const reportPreviewPlay = async (id: string) => {
  await apiClient.POST('/api/sounds/{id}/plays', { params: { path: { id } } });
};
