import { useState } from 'react';

/** What a card's player shows: playing, starting (the button's spinner) and where it is, in seconds. */
export function usePlayerState() {
  const [playing, setPlaying] = useState(false);
  const [starting, setStarting] = useState(false);
  const [position, setPosition] = useState(0);
  return { playing, setPlaying, starting, setStarting, position, setPosition };
}

export type PlayerState = ReturnType<typeof usePlayerState>;

/** What a card's two players (wavesurfer, the stretcher) share. */
export interface CardPlayback {
  playerId: string;
  previewUrl: string | null | undefined;
  /** The common preview loudness, as a gain. */
  gain: number;
  player: PlayerState;
  /** A file that could not be played (or the sound removed meanwhile). */
  fail: (error: unknown) => Promise<void>;
}
