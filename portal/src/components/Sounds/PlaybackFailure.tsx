import { Text } from '@chakra-ui/react';

/** What a player shows under itself when its sound would not play (the player stays usable). */
export function PlaybackFailedNote() {
  return (
    <Text role="alert" fontSize="sm" color="fg.error" mt="1">
      Não foi possível tocar este som
    </Text>
  );
}

/** Playback errors stay in the browser console (the portal's log) beside the player's note. */
export function logPlaybackError(name: string, error?: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(`Não foi possível tocar "${name}".`, error);
}
