import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

/** The tempo and key loops preview in; null for either: as recorded ('Original'). */
export type ListeningTuning = components['schemas']['ListeningTuning'];

export const tuningKeys = { mine: ['listening-tuning'] as const };

export async function fetchListeningTuning(): Promise<ListeningTuning> {
  return unwrap(await apiClient.GET('/api/library/tuning'));
}

export async function saveListeningTuning(tuning: ListeningTuning): Promise<ListeningTuning> {
  return unwrap(await apiClient.PUT('/api/library/tuning', { body: tuning }));
}
