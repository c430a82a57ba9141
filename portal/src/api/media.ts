import { unwrap } from './apiError';
import { apiClient } from './client';
import type { paths } from '@sampleteca/clients-shared/api';

export type AudioAnalysis = paths['/api/media/audio/{id}']['get']['responses'][200]['content']['application/json'];

/** media's queries: an uploaded audio's processing, and short-lived preview links. */
export const mediaKeys = {
  all: ['media'] as const,
  audio: (id: string) => [...mediaKeys.all, 'audio', id] as const,
  previewLink: (id: string) => [...mediaKeys.audio(id), 'preview-link'] as const,
};

/** An uploaded audio's processing: its status, key, BPM range, duration and peaks. */
export const fetchAudio = async (id: string) =>
  unwrap(await apiClient.GET('/api/media/audio/{id}', { params: { path: { id } } }));

/** A short-lived signed link to the preview (media hands it to the owner and administrators). */
export const fetchPreviewLink = async (id: string) =>
  unwrap(await apiClient.GET('/api/media/audio/{id}/preview-link', { params: { path: { id } } }));

/** A preview's MP3 bytes, from the signed link a card carries (the stretcher decodes them itself). */
export async function fetchPreviewBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Prévia indisponível (${response.status})`);
  return response.arrayBuffer();
}
