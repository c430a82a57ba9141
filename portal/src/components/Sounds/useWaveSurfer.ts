import { useEffect, useRef, type RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';

import type { CardPlayback } from './playerState';
import { playback } from './playback';
import { WAVE_HEIGHT } from './waveformLayout';

/**
 * What a card draws while it has no peaks (the audio is decoded on play): low bars across it.
 * Not normalized: wavesurfer scales the loudest bar to full height, which made a flat line a wall.
 */
const FLAT_LINE = Array<number>(200).fill(0.04);

interface WaveSurferOptions {
  peaks: number[] | null | undefined;
  duration: number;
}

/**
 * wavesurfer in `containerRef`: draws the sound's peaks, and plays it at the preview loudness
 * (`playOrPause`), its events kept in `player`. The MP3 is attached on the first play: a page of
 * cards draws its waveforms from the peaks alone and downloads nothing until someone presses play.
 */
export function useWaveSurfer(
  containerRef: RefObject<HTMLDivElement | null>,
  { playerId, previewUrl, gain, player, fail }: CardPlayback,
  { peaks, duration }: WaveSurferOptions,
) {
  const waveRef = useRef<WaveSurfer | null>(null);
  const loadedRef = useRef(false);
  const { setPlaying, setStarting, setPosition } = player;

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
      normalize: Boolean(peaks?.length),
      peaks: [peaks?.length ? peaks : FLAT_LINE],
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
  }, [containerRef, peaks, duration, playerId, gain, fail, setPlaying, setStarting, setPosition]);

  const playOrPause = async (clearFailure: () => void) => {
    const wave = waveRef.current;
    if (!wave || !previewUrl) return;
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

  return { waveRef, playOrPause };
}
