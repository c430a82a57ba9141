import { Text } from '@chakra-ui/react';

import type { PlaybackFailure } from './usePlaybackFailure';

/** What a player shows under itself when its sound would not play (the player stays usable). */
export function PlaybackFailedNote({ failure = 'failed' }: { failure?: Exclude<PlaybackFailure, null> }) {
  return (
    <Text role="alert" fontSize="sm" color="fg.error" mt="1">
      {failure === 'offline' ? 'Sem conexão: não foi possível tocar este som' : 'Não foi possível tocar este som'}
    </Text>
  );
}

/** Playback errors stay in the browser console (the portal's log) beside the player's note. */
export function logPlaybackError(name: string, error?: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(`Não foi possível tocar "${name}".`, error);
}
