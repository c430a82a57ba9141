import { formatTempo } from '../Session/formatTempo';

/**
 * '120 BPM' (the exact tempo) or '110-130 BPM' (its range only); null for a one-shot, which has no
 * tempo (#43): a screen then says nothing of it, never 'null BPM'.
 */
export function soundTempoText(sound: { tempo: number | null; bpm: string | null }): string | null {
  if (sound.tempo) return `${formatTempo(sound.tempo)} BPM`;
  return sound.bpm ? `${sound.bpm} BPM` : null;
}
