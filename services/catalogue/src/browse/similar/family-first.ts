import type { InstrumentFamily, SoundReading } from '@sampleteca/contracts';

/**
 * How sure media must be of a searched sound's family for its sounds to come first: the share of
 * its nearest reference sounds of that family (SoundReading). Half or more is a majority; below
 * it the reading is a guess and the list stays by timbre alone.
 */
export const FAMILY_FIRST_CONFIDENCE = 0.5;

/** The family whose sounds a search with this reading lists first, or null. */
export function familyFirst(reading: Partial<SoundReading> | null | undefined): InstrumentFamily | null {
  if (!reading?.family || reading.familyConfidence == null) return null;
  return reading.familyConfidence >= FAMILY_FIRST_CONFIDENCE ? reading.family : null;
}
