import { HttpError } from 'react-admin';

import { currentAccessToken } from '../auth/session';
import { httpClient } from '../dataProvider/httpClient';

interface DownloadLink {
  url: string;
  fileName: string;
}

/** A short-lived link to the sound's MP3 (`POST /api/distribution-requests/:id/download-link`); not counted as a download. */
export async function requestDownloadLink(requestId: string): Promise<DownloadLink> {
  const { json } = await httpClient(`/api/distribution-requests/${encodeURIComponent(requestId)}/download-link`, {
    method: 'POST',
  });
  const link = json as Partial<DownloadLink> | null;
  if (typeof link?.url !== 'string') throw new Error('Resposta sem o endereço do arquivo.');
  return { url: link.url, fileName: typeof link.fileName === 'string' ? link.fileName : '' };
}

/** The signed contract PDF; it needs the bearer token, so it is fetched rather than linked to. */
export async function fetchSignedContract(contractId: string): Promise<Blob> {
  const token = currentAccessToken();
  const response = await fetch(`/api/contracts/${encodeURIComponent(contractId)}/signed-file`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return response.blob();
}
