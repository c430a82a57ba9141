import type { QueryClient } from '@tanstack/react-query';

import { errorMessage } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { toaster } from '../ui/toaster';
import { DOWNLOAD_ERROR } from './downloadRefusal';
import { isSoundRemoved, showSoundRemoved } from './soundRemoved';
import type { Sound } from '../../api/soundTypes';

export const OFFLINE_DETAIL = 'Sem conexão com a internet: tente novamente quando a conexão voltar.';

/**
 * Says why an action on a sound card failed: the sound was removed (and its card leaves), there
 * is no connection, or the server's own words under the action's title.
 */
export async function showSoundActionFailure(
  queryClient: QueryClient,
  sound: Pick<Sound, 'id' | 'name'>,
  error: unknown,
  title: string,
): Promise<void> {
  if (await isSoundRemoved(sound.id, error)) {
    showSoundRemoved(queryClient, sound.id, sound.name);
    return;
  }
  const description = isNetworkError(error) ? OFFLINE_DETAIL : errorMessage(error, '');
  toaster.create({ type: 'error', title, description: description || undefined });
}

/** A download (the link, or the file picked) that failed. */
export const showDownloadFailure = (queryClient: QueryClient, sound: Pick<Sound, 'id' | 'name'>, error: unknown) =>
  showSoundActionFailure(queryClient, sound, error, DOWNLOAD_ERROR);

export const LIKE_ERROR = 'Não foi possível registrar a curtida. Tente novamente.';
