import { PITCH_CLASSES, type MusicalKey } from '@sampleteca/contracts';

const NATURALS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * One of the 24 keys from a tonic spelled with sharps or flats ("Bb", "Eb", "C#", "Cb"…) and a
 * scale ("major" / "minor"), as the key detector reports them; flats become their enharmonic
 * sharps. Undefined when unreadable.
 */
export function toMusicalKey(tonic: string, scale: string): MusicalKey | undefined {
  const match = /^([A-Ga-g])([#b♯♭]*)$/.exec(tonic.trim());
  const mode = scale.trim().toLowerCase();
  if (!match || (mode !== 'major' && mode !== 'minor')) return undefined;
  let semitone = NATURALS[match[1].toUpperCase()];
  for (const accidental of match[2]) semitone += accidental === '#' || accidental === '♯' ? 1 : -1;
  const pitch = PITCH_CLASSES[((semitone % 12) + 12) % 12];
  return `${pitch}${mode === 'minor' ? 'm' : ''}` as MusicalKey;
}
