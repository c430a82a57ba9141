import type { BpmRange, BpmRangeOption } from './musicVocabulary';

// The catalogue's rules for an exact tempo (libs/contracts/src/music.ts), which it enforces again:
// the front ends import nothing of the server.
export const TEMPO_MIN = 40;
export const TEMPO_MAX = 300;
export const TEMPO_BOUNDS_MESSAGE = `O andamento deve estar entre ${TEMPO_MIN} e ${TEMPO_MAX} BPM.`;

/** A tempo a sound or a session may have (a number from TEMPO_MIN to TEMPO_MAX). */
export const isTempo = (bpm: number | null): bpm is number => bpm !== null && bpm >= TEMPO_MIN && bpm <= TEMPO_MAX;

/**
 * Below this pulse clarity media's tempo is a guess between octaves: the wizard asks '92 ou 184?'
 * instead of suggesting one (bench/analysis measures how the confidence separates right from wrong).
 */
export const LOW_TEMPO_CONFIDENCE = 0.5;

/** Half and double are offered only inside the tempos music is mostly made at (a 46 BPM groove is a 92 one). */
const OCTAVE_MIN = 60;
const OCTAVE_MAX = 200;

/**
 * A doubtful measure and its half and double that music is made at, slowest first: '92 ou 184?'.
 * In whole BPM, as tempos are shown (formatTempo): picking one must fill in what the button says.
 */
export function tempoOctaves(measured: number): number[] {
  const octaves = [measured / 2, measured, measured * 2].map(Math.round);
  return octaves.filter((bpm) => bpm === Math.round(measured) || (bpm >= OCTAVE_MIN && bpm <= OCTAVE_MAX));
}

const bounds = (range: BpmRange) => range.split('-').map(Number) as [number, number];

/** The range a tempo is in, or the nearest (a tie goes to the lower range, as the catalogue does). */
export function rangeOfTempo(tempo: number, ranges: readonly BpmRangeOption[]): BpmRange | null {
  let best: { value: BpmRange; distance: number } | null = null;
  for (const { value } of ranges) {
    const [min, max] = bounds(value);
    const distance = tempo < min ? min - tempo : tempo > max ? tempo - max : 0;
    if (!best || distance < best.distance) best = { value, distance };
  }
  return best?.value ?? null;
}

/** '92' or '92.5' as typed (comma or point); null when empty; NaN when not a number. */
export function parseTempo(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  return text ? Number(text) : null;
}
