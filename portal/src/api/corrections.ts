import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';

export type MusicalCorrection = components['schemas']['MusicalCorrectionBody'];

/** The uploader corrects their sound's key and tempo (PATCH /api/sounds/{id}/musical). */
export async function correctSound(id: string, correction: MusicalCorrection) {
  return unwrap(await apiClient.PATCH('/api/sounds/{id}/musical', { params: { path: { id } }, body: correction }));
}
