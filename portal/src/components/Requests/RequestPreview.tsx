import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

import { playback } from '../Sounds/playback';
import { logPlaybackError, PlaybackFailedNote } from '../Sounds/PlaybackFailure';
import { usePlayablePreview } from '../Sounds/usePlayablePreview';

interface RequestPreviewProps {
  name: string;
  /** The sound's MP3 preview: media's address, traded for a signed link before it plays. */
  previewUrl: string;
}

/**
 * The request's sound to listen to. A request carries no waveform peaks, so the browser's own
 * player stands in for the catalogue's; it still takes turns with it (one sound at a time).
 */
export function RequestPreview({ name, previewUrl }: RequestPreviewProps) {
  const playerId = useId();
  const audioRef = useRef<HTMLAudioElement>(null);
  const src = usePlayablePreview(previewUrl);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => playback.stopped(playerId), [playerId]);

  return (
    <Box>
      <chakra.audio
        ref={audioRef}
        src={src}
        controls
        preload="none"
        aria-label={`Ouvir ${name}`}
        w="full"
        h="10"
        colorScheme="dark"
        onPlay={() => {
          setFailed(false);
          playback.started(playerId, () => audioRef.current?.pause());
        }}
        onPause={() => playback.stopped(playerId)}
        onEnded={(event) => {
          // Spec 02 §2: at the end the player goes back to the start.
          event.currentTarget.currentTime = 0;
          playback.stopped(playerId);
        }}
        onError={(event) => {
          setFailed(true);
          playback.stopped(playerId);
          logPlaybackError(name, event.currentTarget.error);
        }}
      />
      {failed && <PlaybackFailedNote />}
    </Box>
  );
}
