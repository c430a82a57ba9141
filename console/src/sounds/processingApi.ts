import { httpClient } from '../dataProvider/httpClient';

/** Media processes a failed file's kept original again (202; the sound shows 'processing' a moment later). */
export async function retryProcessing(audioId: string): Promise<void> {
  await httpClient(`/api/admin/media/audio/${encodeURIComponent(audioId)}/retry`, { method: 'POST' });
}
