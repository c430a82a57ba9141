import { PITCH_CLASSES, type MusicalKey } from './music';

/** A key's tonic as a pitch class (0 = C) and whether it is minor. */
export function keyParts(key: MusicalKey): { tonic: number; minor: boolean } {
  const minor = key.endsWith('m');
  return { tonic: PITCH_CLASSES.indexOf((minor ? key.slice(0, -1) : key) as (typeof PITCH_CLASSES)[number]), minor };
}

/** The key with this tonic and mode. */
export function keyOf(tonic: number, minor: boolean): MusicalKey {
  return `${PITCH_CLASSES[((tonic % 12) + 12) % 12]}${minor ? 'm' : ''}` as MusicalKey;
}

/** The relative key: Am for C, C for Am (same notes, the other mode). */
export function relativeKey(key: MusicalKey): MusicalKey {
  const { tonic, minor } = keyParts(key);
  return minor ? keyOf(tonic + 3, false) : keyOf(tonic - 3, true);
}

/**
 * How many semitones to move a sound in `source` so it sits in `target`, keeping its mode: a
 * relative key counts as the same key (an Am loop plays in C as it is), otherwise it moves to the
 * target (or its relative, whichever has the sound's mode) by the shortest way, -5 to +6.
 */
export function semitonesTo(source: MusicalKey, target: MusicalKey): number {
  const from = keyParts(source);
  const to = keyParts(from.minor === keyParts(target).minor ? target : relativeKey(target));
  const up = (((to.tonic - from.tonic) % 12) + 12) % 12;
  return up > 6 ? up - 12 : up;
}

/** The key a sound in `source` is in once moved by `semitones`. */
export function transposedKey(source: MusicalKey, semitones: number): MusicalKey {
  const { tonic, minor } = keyParts(source);
  return keyOf(tonic + semitones, minor);
}
