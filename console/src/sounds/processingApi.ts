import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';

/** Media processes a failed file's kept original again (202; the sound shows 'processing' a moment later). */
export async function retryProcessing(audioId: string): Promise<void> {
  answerOf(await apiClient.POST('/api/admin/media/audio/{id}/retry', { params: { path: { id: audioId } } }));
}
