import { errorMessage } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { DOWNLOAD_ERROR } from '../Sounds/downloadRefusal';
import type { SoundPage } from '../Sounds/soundTypes';

/** Why a ZIP was refused, in words to keep beside its button: the server's, or the connection's. */
export function bundleRefusal(error: unknown): string {
  if (isNetworkError(error)) return `${DOWNLOAD_ERROR}: sem conexão com a internet. Tente novamente quando ela voltar.`;
  // An empty kit or list, sounds still processing, a plan: the server's own words.
  return errorMessage(error, DOWNLOAD_ERROR);
}

/**
 * What a kit's first page of sounds (unfiltered, as the viewer sees them) already tells about its
 * ZIP: nothing to put in it, or nothing ready yet. Null: worth asking the server.
 */
export function kitUnavailable(page: SoundPage | undefined): string | null {
  if (!page) return null;
  if (page.total === 0) return 'Este Drum Kit ainda não tem sons para baixar.';
  const everyOneListed = page.items.length >= page.total;
  if (everyOneListed && page.items.every((sound) => sound.audio.status !== 'ready')) {
    return 'Nenhum som deste Drum Kit está pronto para download ainda.';
  }
  return null;
}
