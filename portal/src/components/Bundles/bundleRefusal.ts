import { errorMessage } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { DOWNLOAD_ERROR } from '../Sounds/downloadRefusal';

/** Why a ZIP was refused, in words to keep beside its button: the server's, or the connection's. */
export function bundleRefusal(error: unknown): string {
  if (isNetworkError(error)) return `${DOWNLOAD_ERROR}: sem conexão com a internet. Tente novamente quando ela voltar.`;
  // An empty kit or list, sounds still processing, a plan: the server's own words.
  return errorMessage(error, DOWNLOAD_ERROR);
}
