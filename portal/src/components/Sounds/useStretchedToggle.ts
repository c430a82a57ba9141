import { useEffect, useRef, type RefObject } from 'react';
import type WaveSurfer from 'wavesurfer.js';

import type { TuningPlan } from '../Session/tuningPlan';
import { useStretchedPlayback } from '../Session/useStretchedPlayback';
import type { CardPlayback } from './playerState';
import { playback } from './playback';

interface StretchedToggleOptions {
  audioId: string;
  tuning: TuningPlan | null | undefined;
}

/**
 * Under a session tempo or key the stretcher plays the sound (looping, in the session's tempo and
 * key) and wavesurfer only shows where it is; a click on the waveform moves the stretcher there.
 */
export function useStretchedToggle(
  waveRef: RefObject<WaveSurfer | null>,
  { playerId, previewUrl, gain, player, fail }: CardPlayback,
  { audioId, tuning }: StretchedToggleOptions,
) {
  const { setPlaying, setStarting, setPosition } = player;
  const stretched = useStretchedPlayback({
    audioId,
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

  // A new session tempo or key stops the tuned sound (the hook already silenced it): the next press plays it anew.
  useEffect(() => {
    if (!stretchingRef.current) return;
    stretchingRef.current = false;
    setPlaying(false);
    playback.stopped(playerId);
  }, [stretched.planKey, playerId, setPlaying]);

  // A click on the waveform while the stretcher plays moves the stretcher there.
  useEffect(() => {
    const wave = waveRef.current;
    if (!wave) return;
    return wave.on('interaction', (time) => {
      if (stretchingRef.current) stretched.seek(time);
    });
  });

  const stop = () => {
    stretched.pause();
    stretchingRef.current = false;
    setPlaying(false);
    setStarting(false);
    playback.stopped(playerId);
  };

  const toggle = async (clearFailure: () => void) => {
    if (stretchingRef.current) {
      stop();
      return;
    }
    setStarting(true);
    clearFailure();
    waveRef.current?.pause();
    playback.started(playerId, stop);
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

  return {
    /** Whether a press goes to the stretcher: a tuning is set, or it is still playing. */
    handlesPress: () => Boolean(tuning) || stretchingRef.current,
    toggle,
    preload: stretched.preload,
  };
}
