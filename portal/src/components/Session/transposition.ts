// The catalogue's rule for moving a sound into another key (libs/contracts/src/transposition.ts,
// which renders downloads on the server): the front ends import nothing of the server, so the
// few lines live here too, tested against the same cases.
const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

function keyParts(key: string): { tonic: number; minor: boolean } {
  const minor = key.endsWith('m');
  return { tonic: PITCH_CLASSES.indexOf((minor ? key.slice(0, -1) : key) as (typeof PITCH_CLASSES)[number]), minor };
}

const keyOf = (tonic: number, minor: boolean) => `${PITCH_CLASSES[((tonic % 12) + 12) % 12]}${minor ? 'm' : ''}`;

/** C ↔ Am: the same notes in the other mode. */
export function relativeKey(key: string): string {
  const { tonic, minor } = keyParts(key);
  return minor ? keyOf(tonic + 3, false) : keyOf(tonic - 3, true);
}

/**
 * Semitones that move a sound in `source` into `target`, keeping its mode: a relative key counts
 * as the same key, otherwise the shortest way (-5 to +6).
 */
export function semitonesTo(source: string, target: string): number {
  const from = keyParts(source);
  const to = keyParts(from.minor === keyParts(target).minor ? target : relativeKey(target));
  const up = (((to.tonic - from.tonic) % 12) + 12) % 12;
  return up > 6 ? up - 12 : up;
}

/** The key a sound in `source` plays in once moved by `semitones`. */
export function transposedKey(source: string, semitones: number): string {
  const { tonic, minor } = keyParts(source);
  return keyOf(tonic + semitones, minor);
}
