import { sessionManager } from '../auth/sessionManager';

export const AUDIO_UPLOAD_FAILED = 'Erro ao tentar fazer upload da música!';
export const NOT_AUTHENTICATED = 'Você precisa está autenticado!';

export interface AudioUploaded {
  id: string;
  status: 'processing';
}

/** A failed music upload, with the text the person reads. */
export class AudioUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioUploadError';
  }
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The spec's text, with media's reason (`details.reason`) when it gave one. */
function failureMessage(body: unknown): string {
  const reason = (body as { details?: { reason?: unknown } } | null)?.details?.reason;
  return typeof reason === 'string' && reason !== ''
    ? `${AUDIO_UPLOAD_FAILED.slice(0, -1)}: ${reason}`
    : AUDIO_UPLOAD_FAILED;
}

// fetch cannot report upload progress; XMLHttpRequest can.
function send(file: File, token: string, onProgress: (fraction: number) => void, signal: AbortSignal) {
  return new Promise<XhrAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media/audio');
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new AudioUploadError(AUDIO_UPLOAD_FAILED));
    request.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Sends the music to media (`POST /api/media/audio`, multipart field `file`), reporting progress
 * from 0 to 1. A refused token is refreshed once and the file sent again.
 */
export async function uploadAudio(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AudioUploaded> {
  const token = await sessionManager.getAccessToken();
  if (!token) throw new AudioUploadError(NOT_AUTHENTICATED);
  let answer = await send(file, token, onProgress, signal);
  if (answer.status === 401) {
    const fresh = await sessionManager.tokenAfterUnauthorized(token);
    if (!fresh) throw new AudioUploadError(NOT_AUTHENTICATED);
    onProgress(0);
    answer = await send(file, fresh, onProgress, signal);
    if (answer.status === 401) throw new AudioUploadError(NOT_AUTHENTICATED);
  }
  const body = answer.body as Partial<AudioUploaded> | null;
  if (answer.status >= 300 || typeof body?.id !== 'string') throw new AudioUploadError(failureMessage(answer.body));
  return { id: body.id, status: 'processing' };
}
