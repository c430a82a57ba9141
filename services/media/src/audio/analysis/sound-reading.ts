import type { SoundReading, TimbreDescriptor } from '@sampleteca/contracts';
import { soundsLikeALoop } from '../../timbre/sounds-like-a-loop';
import { guessFamily } from './timbre/reading';
import { TIMBRE_MODEL } from './timbre/timbre-model';

/**
 * What the analysis reads a sound as (#44): the family its nearest reference recordings share
 * (timbre-model.ts, trained on recorded instruments) and whether it is one hit or a loop (a steady
 * pulse over four beats at least, as 'search with a sound' decides it). Null when there was no
 * timbre to read (silent, too short). A suggestion: the producer's choice wins in the catalogue.
 */
export function readSound(
  timbre: TimbreDescriptor | null,
  heard: { bpm: number | null; bpmConfidence: number | null; durationSeconds: number },
): SoundReading | null {
  if (!timbre) return null;
  const guess = guessFamily(TIMBRE_MODEL, timbre.values);
  return {
    family: guess?.family ?? null,
    familyConfidence: guess?.confidence ?? null,
    shape: soundsLikeALoop(heard) ? 'loop' : 'one-shot',
  };
}
