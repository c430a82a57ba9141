import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../../api/connection';
import { fetchSound, soundKeys } from '../../api/sounds';
import { toaster } from '../ui/toaster';
import type { SoundPage } from '../../api/soundTypes';

export const SOUND_REMOVED = 'Este som foi removido.';

const isSoundNotFound = (error: unknown) => error instanceof ApiError && error.code === 'SOUND_NOT_FOUND';

/**
 * Whether a failed action on the sound failed because the sound is gone (its owner deleted it,
 * or it is no longer public). The catalogue says so itself (404 SOUND_NOT_FOUND); a media link
 * that failed (the preview, a file) says nothing of why, so the catalogue is asked about the sound.
 */
export async function isSoundRemoved(id: string, error: unknown): Promise<boolean> {
  if (isSoundNotFound(error)) return true;
  if (isNetworkError(error)) return false;
  try {
    await fetchSound(id);
    return false;
  } catch (lookup) {
    return isSoundNotFound(lookup);
  }
}

/** Says the sound was removed and takes its card off every cached list (the totals follow). */
export function showSoundRemoved(queryClient: QueryClient, id: string, name: string): void {
  toaster.create({
    id: `removed-${id}`,
    type: 'warning',
    title: SOUND_REMOVED,
    description: `"${name}" não está mais disponível e saiu da lista.`,
  });
  queryClient.setQueriesData<SoundPage>({ queryKey: soundKeys.all }, (page) => {
    if (!page || !Array.isArray(page.items) || !page.items.some((sound) => sound.id === id)) return page;
    return { ...page, items: page.items.filter((sound) => sound.id !== id), total: Math.max(0, page.total - 1) };
  });
  void queryClient.invalidateQueries({ queryKey: soundKeys.all });
}
