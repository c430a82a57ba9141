import { unwrap } from './apiError';
import { apiClient } from './client';

/** What the analysis reads an upload as (#44): the wizard's suggested instrument and shape. */
export const fetchUploadReading = async (audioId: string) =>
  unwrap(await apiClient.GET('/api/sounds/uploads/{audioId}/reading', { params: { path: { audioId } } }));
