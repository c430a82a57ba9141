import { Box, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';

import { usePreviewPlayReport } from '../ProducerStats/usePreviewPlayReport';
import { previewGain } from '../Session/previewLoudness';
import { peaksOfLevels } from './cardLevels';
import { PlaybackFailedNote } from './PlaybackFailure';
import { usePlayerState } from './playerState';
import { PauseIcon, PlayIcon } from './SoundIcons';
import { usePlaybackFailure } from './usePlaybackFailure';
import { useStretchedToggle } from './useStretchedToggle';
import { useWaveSurfer } from './useWaveSurfer';
import { clock } from '../Common/durationClock';
import type { WaveformPlayerProps } from './waveformLayout';
import { WaveformSlider } from './WaveformSlider';
import { seekTarget } from './waveformSeek';

/**
 * The player of a sound whose audio is ready: wavesurfer draws its peaks and plays it, at the
 * common preview loudness (useWaveSurfer). Under a session tempo or key the stretcher plays it
 * instead (useStretchedToggle) and wavesurfer only shows where it is.
 */
export function ReadyWaveform({ name, soundId, audio, tuning }: WaveformPlayerProps) {
  const playerId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const player = usePlayerState();
  const { playing, starting, position, setPosition } = player;
  // The last press could not play (file missing, link refused, network): said on the card, or
  // the sound was removed meanwhile: said in a notice, and the card leaves.
  const { failure, fail, clear: clearFailure } = usePlaybackFailure(name, soundId);
  const { previewUrl } = audio;
  const peaks = useMemo(() => peaksOfLevels(audio.levels), [audio.levels]);
  const duration = audio.durationSeconds ?? 0;
  const gain = previewGain(audio.loudness);
  const card = { playerId, previewUrl, gain, player, fail };
  const { waveRef, playOrPause } = useWaveSurfer(containerRef, card, { peaks, duration });
  const stretched = useStretchedToggle(waveRef, card, { audioId: audio.id, tuning });
  usePreviewPlayReport(soundId, playing);

  const toggle = async () => {
    if (!waveRef.current || !previewUrl || starting) return;
    if (stretched.handlesPress()) await stretched.toggle(clearFailure);
    else await playOrPause(clearFailure);
  };

  const seekByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const wave = waveRef.current;
    if (!wave || !duration) return;
    const time = seekTarget(event.key, wave.getCurrentTime(), duration);
    if (time === null) return;
    event.preventDefault();
    wave.setTime(time);
    setPosition(time);
  };

  return (
    <Box w="full" minW="0">
      <HStack gap="3" w="full" minW="0">
        <IconButton
          aria-label={playing ? `Pausar ${name}` : `Tocar ${name}`}
          title={playing ? 'Pausar' : 'Tocar'}
          rounded="full"
          colorPalette="brand"
          variant={playing ? 'solid' : 'subtle'}
          size="md"
          flexShrink={0}
          // Not Chakra's `loading`: it disables the button, and a disabled button drops the
          // keyboard focus to the page (Space would then scroll instead of pausing).
          aria-busy={starting || undefined}
          disabled={!previewUrl}
          onClick={() => void toggle()}
          onPointerEnter={stretched.preload}
          onFocus={stretched.preload}
        >
          {starting ? <Spinner size="sm" aria-hidden="true" /> : playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <WaveformSlider
          containerRef={containerRef}
          name={name}
          position={position}
          duration={duration}
          playing={playing}
          tunedLabel={tuning ? tuning.label : undefined}
          onKeyDown={seekByKey}
        />
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0} aria-hidden="true">
          {playing || position > 0 ? clock(position, duration) : clock(duration)}
        </Text>
      </HStack>
      {failure && <PlaybackFailedNote failure={failure} />}
    </Box>
  );
}
