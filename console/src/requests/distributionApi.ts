import { answerOf } from '../api/answerOf';
import { apiClient } from '../api/client';

interface DownloadLink {
  url: string;
  fileName: string;
}

/** A short-lived link to the sound's MP3 (`POST /api/distribution-requests/:id/download-link`); not counted as a download. */
export async function requestDownloadLink(requestId: string): Promise<DownloadLink> {
  const link: Partial<DownloadLink> | undefined = answerOf(
    await apiClient.POST('/api/distribution-requests/{id}/download-link', { params: { path: { id: requestId } } }),
  );
  if (typeof link?.url !== 'string') throw new Error('Resposta sem o endereço do arquivo.');
  return { url: link.url, fileName: typeof link.fileName === 'string' ? link.fileName : '' };
}

/** The signed contract PDF; it needs the bearer token, so it is fetched rather than linked to. */
export async function fetchSignedContract(contractId: string): Promise<Blob> {
  const answer = await apiClient.GET('/api/contracts/{id}/signed-file', {
    params: { path: { id: contractId } },
    parseAs: 'blob',
  });
  return answerOf<Blob>(answer);
}

/** Undoes an administrator's decision (`POST /api/admin/distribution-requests/:id/undo`): pending again. */
export async function undoDecision(requestId: string): Promise<void> {
  answerOf(await apiClient.POST('/api/admin/distribution-requests/{id}/undo', { params: { path: { id: requestId } } }));
}
