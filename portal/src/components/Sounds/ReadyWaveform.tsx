import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import WaveSurfer from 'wavesurfer.js';

import { previewGain } from '../Session/previewLoudness';
import { useStretchedPlayback } from '../Session/useStretchedPlayback';
import { PlaybackFailedNote } from './PlaybackFailure';
import { playback } from './playback';
import { PauseIcon, PlayIcon } from './SoundIcons';
import { usePlaybackFailure } from './usePlaybackFailure';
import { clock, WAVE_HEIGHT, type WaveformPlayerProps } from './waveformLayout';

const SEEK_STEP_SECONDS = 5;

const percent = (time: number, duration: number) =>
  duration > 0 ? Math.min(100, Math.max(0, Math.round((time / duration) * 100))) : 0;

/**
 * The player of a sound whose audio is ready: wavesurfer draws its peaks and plays it, at the
 * common preview loudness. Under a session tempo or key the stretcher plays it instead (looping,
 * in the session's tempo and key) and wavesurfer only shows where it is.
 */
export function ReadyWaveform({ name, soundId, audio, tuning }: WaveformPlayerProps) {
  const playerId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const waveRef = useRef<WaveSurfer | null>(null);
  // The MP3 is attached on the first play: a page of cards draws its waveforms from the peaks
  // alone and downloads nothing until someone presses play.
  const loadedRef = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [starting, setStarting] = useState(false);
  const [position, setPosition] = useState(0);
  // The last press could not play (file missing, link refused, network): said on the card, or
  // the sound was removed meanwhile: said in a notice, and the card leaves.
  const { failure, fail, clear: clearFailure } = usePlaybackFailure(name, soundId);
  const { peaks, previewUrl } = audio;
  const duration = audio.durationSeconds ?? 0;
  const progress = percent(position, duration);
  const gain = previewGain(audio.loudness);
  const stretched = useStretchedPlayback({
    audioId: audio.id,
    previewUrl,
    plan: tuning,
    gain,
    onPosition: (seconds) => {
      setPosition(Math.round(seconds * 4) / 4);
      waveRef.current?.setTime(seconds);
    },
  });
  // The stretcher is playing this card (wavesurfer's own events say nothing about it).
  const stretchingRef = useRef(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const wave = WaveSurfer.create({
      container,
      height: WAVE_HEIGHT,
      waveColor: '#4a4560',
      progressColor: '#9b6bff',
      cursorWidth: 0,
      barWidth: 2,
      barGap: 2,
      barRadius: 2,
      normalize: true,
      // Without peaks a flat line stands in until the audio is decoded on play.
      peaks: [peaks && peaks.length ? peaks : [0.02, 0.02]],
      duration: duration || 1,
    });
    waveRef.current = wave;
    loadedRef.current = false;
    wave.setVolume(Math.min(1, gain));
    const stop = () => {
      setPlaying(false);
      setStarting(false);
      playback.stopped(playerId);
    };
    const unsubscribe = [
      wave.on('play', () => {
        playback.started(playerId, () => wave.pause());
        setStarting(false);
        setPlaying(true);
      }),
      wave.on('pause', stop),
      // A quarter of a second is enough for the clock and the 0-100 progress, and spares renders.
      wave.on('timeupdate', (time) => setPosition(Math.round(time * 4) / 4)),
      wave.on('finish', () => {
        wave.setTime(0);
        setPosition(0);
        stop();
      }),
      wave.on('error', (error) => {
        // The next press loads the audio again.
        loadedRef.current = false;
        void fail(error);
        stop();
      }),
    ];
    return () => {
      unsubscribe.forEach((off) => off());
      playback.stopped(playerId);
      wave.destroy();
      waveRef.current = null;
    };
  }, [peaks, duration, name, playerId, gain, fail]);

  // A new session tempo or key stops the tuned sound (the hook already silenced it): the next press plays it anew.
  useEffect(() => {
    if (!stretchingRef.current) return;
    stretchingRef.current = false;
    setPlaying(false);
    playback.stopped(playerId);
  }, [stretched.planKey, playerId]);

  // A click on the waveform while the stretcher plays moves the stretcher there.
  useEffect(() => {
    const wave = waveRef.current;
    if (!wave) return;
    return wave.on('interaction', (time) => {
      if (stretchingRef.current) stretched.seek(time);
    });
  });

  const stopStretched = () => {
    stretched.pause();
    stretchingRef.current = false;
    setPlaying(false);
    setStarting(false);
    playback.stopped(playerId);
  };

  const toggleStretched = async () => {
    if (stretchingRef.current) {
      stopStretched();
      return;
    }
    setStarting(true);
    clearFailure();
    waveRef.current?.pause();
    playback.started(playerId, stopStretched);
    try {
      await stretched.play(waveRef.current?.getCurrentTime() ?? 0);
      stretchingRef.current = true;
      setPlaying(true);
    } catch (error) {
      playback.stopped(playerId);
      void fail(error);
    } finally {
      setStarting(false);
    }
  };

  const toggle = async () => {
    const wave = waveRef.current;
    if (!wave || !previewUrl) return;
    if (tuning || stretchingRef.current) {
      await toggleStretched();
      return;
    }
    if (wave.isPlaying()) {
      wave.pause();
      return;
    }
    setStarting(true);
    clearFailure();
    try {
      if (!loadedRef.current) {
        loadedRef.current = true;
        const at = wave.getCurrentTime();
        await wave.load(previewUrl, peaks && peaks.length ? [peaks] : undefined, duration || undefined);
        if (at > 0) wave.setTime(at);
      }
      await wave.play();
    } catch (error) {
      loadedRef.current = false;
      setStarting(false);
      void fail(error);
    }
  };

  const seekByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const wave = waveRef.current;
    if (!wave || !duration) return;
    const now = wave.getCurrentTime();
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? now + SEEK_STEP_SECONDS
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? now - SEEK_STEP_SECONDS
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? duration
              : null;
    if (to === null) return;
    event.preventDefault();
    const time = Math.min(duration, Math.max(0, to));
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
          loading={starting}
          disabled={!previewUrl}
          onClick={() => void toggle()}
          onPointerEnter={stretched.preload}
          onFocus={stretched.preload}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
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
          aria-valuetext={`${clock(position)} de ${clock(duration)}`}
          data-progress={progress}
          data-playing={playing || undefined}
          data-tuned={tuning ? tuning.label : undefined}
          cursor="pointer"
          rounded="md"
          onKeyDown={seekByKey}
          // The card is draggable (drag out to download); seeking on the waveform must not start a drag.
          draggable={false}
          onDragStart={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        />
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0} aria-hidden="true">
          {playing || position > 0 ? clock(position) : clock(duration)}
        </Text>
      </HStack>
      {failure && <PlaybackFailedNote failure={failure} />}
    </Box>
  );
}
