import type { SoundReading, TimbreDescriptor } from '@sampleteca/contracts';
import { soundsLikeALoop } from '../../timbre/sounds-like-a-loop';
import { TIMBRE_FEATURES } from './timbre/features';
import { guessFamily } from './timbre/reading';
import { TIMBRE_MODEL } from './timbre/timbre-model';

/** Fewer onsets than this in the described opening: one sound, however steady its pulse reads. */
const LOOP_MIN_ONSETS = 4;
/**
 * A bar or two of beats is too short for a tempo (four beats at least): this many onsets, this
 * many a second, over 1.3 s make a loop too. On the corpus (bench/instruments/shape.mjs) it
 * found 32 of 36 loops and took 14 of 1,871 one-shots for loops, most of them phrases.
 */
const BUSY_MIN_ONSETS = 5;
const BUSY_MIN_RATE = 2;
const BUSY_MIN_SECONDS = 1.3;
const ONSET_RATE = TIMBRE_FEATURES.indexOf('onsetRate');
const DURATION = TIMBRE_FEATURES.indexOf('duration');

/** How many onsets essentia found in the described opening (measureTimbre keeps them as a rate). */
export function onsetCount(raw: readonly number[]): number {
  return Math.round((10 ** raw[ONSET_RATE] - 1) * Math.max(10 ** raw[DURATION], 1));
}

/** One hit or a loop: a steady pulse with a few onsets, or many onsets close together. */
export function soundShape(
  raw: readonly number[],
  heard: { bpm: number | null; bpmConfidence: number | null; durationSeconds: number },
): 'one-shot' | 'loop' {
  const onsets = onsetCount(raw);
  const seconds = 10 ** raw[DURATION];
  if (soundsLikeALoop(heard) && onsets >= LOOP_MIN_ONSETS) return 'loop';
  const busy = seconds >= BUSY_MIN_SECONDS && onsets >= BUSY_MIN_ONSETS && onsets / seconds >= BUSY_MIN_RATE;
  return busy ? 'loop' : 'one-shot';
}

/**
 * What the analysis reads a sound as (#44): the family its nearest reference recordings share
 * (timbre-model.ts, trained on recorded instruments) and whether it is one hit or a loop: a
 * steady pulse over four beats at least, as 'search with a sound' decides it, with several onsets
 * (a held note's level can pulse: a 20 s sawtooth read 124.5 BPM with a clear pulse, and one
 * onset), or a bar of busy onsets too short for a tempo.
 * Null when there was no timbre to read (silent, too short). A suggestion: the producer's choice wins.
 */
export function readSound(
  raw: readonly number[] | null,
  timbre: TimbreDescriptor | null,
  heard: { bpm: number | null; bpmConfidence: number | null; durationSeconds: number },
): SoundReading | null {
  if (!raw || !timbre) return null;
  const guess = guessFamily(TIMBRE_MODEL, timbre.values);
  return {
    family: guess?.family ?? null,
    familyConfidence: guess?.confidence ?? null,
    shape: soundShape(raw, heard),
  };
}
