import { Box } from '@chakra-ui/react';
import type { KeyboardEvent, RefObject } from 'react';

import { clock } from '../Common/durationClock';
import { WAVE_HEIGHT } from './waveformLayout';
import { percent } from './waveformSeek';

interface WaveformSliderProps {
  containerRef: RefObject<HTMLDivElement | null>;
  name: string;
  position: number;
  duration: number;
  playing: boolean;
  /** The session's tuning label, when one applies. */
  tunedLabel: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The waveform wavesurfer draws into, as a slider: the keyboard seeks, a screen reader hears where it is. */
export function WaveformSlider({
  containerRef,
  name,
  position,
  duration,
  playing,
  tunedLabel,
  onKeyDown,
}: WaveformSliderProps) {
  const progress = percent(position, duration);
  return (
    <Box
      ref={containerRef}
      flex="1"
      minW="0"
      h={`${WAVE_HEIGHT}px`}
      role="slider"
      tabIndex={0}
      aria-label={`Posição de ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-valuetext={`${clock(position, duration)} de ${clock(duration)}`}
      data-progress={progress}
      data-playing={playing || undefined}
      data-tuned={tunedLabel}
      cursor="pointer"
      rounded="md"
      onKeyDown={onKeyDown}
      // The card is draggable (drag out to download); seeking on the waveform must not start a drag.
      draggable={false}
      onDragStart={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    />
  );
}
