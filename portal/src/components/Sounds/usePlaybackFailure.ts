import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isNetworkError } from '../../api/connection';
import { logPlaybackError } from './PlaybackFailure';
import { isSoundRemoved, showSoundRemoved } from './soundRemoved';

/** Why the last press could not play: no connection, or anything else the player cannot tell. */
export type PlaybackFailure = 'offline' | 'failed' | null;

/**
 * A player's failed press. A preview link that fails says nothing of why: when the player belongs
 * to a catalogue sound, the catalogue is asked, and a sound its owner removed meanwhile is said
 * to be removed and leaves the list instead of 'Não foi possível tocar'.
 */
export function usePlaybackFailure(name: string, soundId: string | undefined) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<PlaybackFailure>(null);
  const checking = useRef(false);

  const fail = useCallback(
    async (error: unknown) => {
      logPlaybackError(name, error);
      // wavesurfer reports one failure twice (its 'error' event and the rejected load).
      if (checking.current) return;
      checking.current = true;
      try {
        if (soundId && (await isSoundRemoved(soundId, error))) {
          showSoundRemoved(queryClient, soundId, name);
          return;
        }
        setFailure(isNetworkError(error) ? 'offline' : 'failed');
      } finally {
        checking.current = false;
      }
    },
    [name, soundId, queryClient],
  );

  // 'Sem conexão' is true only while it lasts: back online, the card no longer says it.
  useEffect(() => {
    if (failure !== 'offline') return;
    return onlineManager.subscribe((online) => {
      if (online) setFailure(null);
    });
  }, [failure]);

  return { failure, fail, clear: useCallback(() => setFailure(null), []) };
}
