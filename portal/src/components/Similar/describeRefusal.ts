import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';

/** Why a sound to search with was not described: media's own words (its message, and what was wrong in `details.reason`). */
export function describeRefusal(error: unknown): { title: string; reason?: string } {
  if (isNetworkError(error)) return { title: 'Sem conexão com a internet: o som não pôde ser enviado.' };
  if (error instanceof ApiError && error.status < 500) {
    const reason = error.details?.reason;
    return { title: error.message, reason: typeof reason === 'string' && reason !== '' ? reason : undefined };
  }
  return { title: 'Não foi possível analisar o som agora.', reason: 'Tente novamente em instantes.' };
}
