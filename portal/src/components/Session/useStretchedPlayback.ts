import { useEffect, useRef } from 'react';

import { importOrReload } from '../../routes/lazyImport';
import type { StretchedPlayback } from './stretchEngine';
import type { TuningPlan } from './tuningPlan';

const engine = () => importOrReload(() => import('./stretchEngine'));

interface StretchedSound {
  audioId: string;
  previewUrl: string | null | undefined;
  plan: TuningPlan | null | undefined;
  gain: number;
  onPosition(seconds: number): void;
}

/**
 * A card's playback in the session's tempo and key, through the shared stretcher. The stretcher
 * is made ready as soon as a tuned card shows, and the preview decoded when the pointer or focus
 * reaches its button, so pressing play starts the sound at once.
 */
export function useStretchedPlayback({ audioId, previewUrl, plan, gain, onPosition }: StretchedSound) {
  const playbackRef = useRef<StretchedPlayback | null>(null);
  const tuned = Boolean(plan);
  // Plans are computed afresh on every render: what they say is what counts.
  const planKey = plan ? `${plan.rate}:${plan.semitones}` : '';

  useEffect(() => {
    if (!tuned) return;
    // Failing here only means the first press waits for it (and says so if it fails again).
    void engine()
      .then((module) => module.prepareStretch())
      .catch(() => undefined);
  }, [tuned]);

  // Leaving the page (or the session's tempo or key changing) stops the sound this card started.
  useEffect(
    () => () => {
      playbackRef.current?.pause();
      playbackRef.current = null;
    },
    [planKey],
  );

  return {
    planKey,
    preload() {
      if (!plan || !previewUrl) return;
      void engine()
        .then((module) => module.preloadStretched(audioId, previewUrl))
        .catch(() => undefined);
    },
    async play(from: number): Promise<void> {
      if (!plan || !previewUrl) return;
      const module = await engine();
      playbackRef.current = await module.playStretched({
        audioId,
        url: previewUrl,
        plan,
        gain,
        from,
        onPosition,
      });
    },
    pause() {
      playbackRef.current?.pause();
      playbackRef.current = null;
    },
    seek(seconds: number) {
      playbackRef.current?.seek(seconds);
    },
  };
}
