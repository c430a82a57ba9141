import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { AUDIO_UPLOAD_FAILED } from '../../api/uploadAudio';

export type SearchRefusal = { title: string; reason?: string };

/** What each refusal of media's is, in a title (its message is the spec's one upload text). */
const TITLES: Record<string, string> = {
  AUDIO_SEARCH_TOO_LONG: 'Som longo demais para buscar.',
  AUDIO_TOO_LARGE: 'Arquivo grande demais para buscar.',
  AUDIO_TYPE_NOT_ALLOWED: 'Este arquivo não é um áudio aceito.',
  AUDIO_SEARCH_UNREADABLE: 'Não foi possível ouvir este som.',
  AUDIO_UPLOAD_INVALID: 'O som não pôde ser enviado.',
  UNAUTHENTICATED: 'Entre na sua conta para buscar com um som.',
  RATE_LIMITED: 'Você já tem buscas com um som em andamento.',
  AUDIO_SEARCH_BUSY: 'Muitas buscas com um som agora.',
};

/**
 * Why a sound to search with was not described: a title for what the refusal is, and media's own
 * words under it (what was wrong, `details.reason`, and its message when it says more than the
 * upload's generic text).
 */
export function describeRefusal(error: unknown): SearchRefusal {
  if (isNetworkError(error)) return { title: 'Sem conexão com a internet: o som não pôde ser enviado.' };
  const title = error instanceof ApiError && error.code ? TITLES[error.code] : undefined;
  if (error instanceof ApiError && (error.status < 500 || title)) {
    const reason = error.details?.reason;
    const words = [
      typeof reason === 'string' && reason !== '' ? reason : undefined,
      error.message !== AUDIO_UPLOAD_FAILED && error.message !== title ? error.message : undefined,
    ].filter((text): text is string => text !== undefined);
    return { title: title ?? 'O som não pôde ser analisado.', reason: words.join(' ') || undefined };
  }
  return { title: 'Não foi possível analisar o som agora.', reason: 'Tente novamente em instantes.' };
}
