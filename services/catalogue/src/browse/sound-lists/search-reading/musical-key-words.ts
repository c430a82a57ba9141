import { isMusicalKey, PITCH_CLASSES, type MusicalKey } from '@sampleteca/contracts';

/** Pitch classes as Brazilian musicians name them (dó, ré, mi…), folded. */
const SOLFEGE = ['do', 're', 'mi', 'fa', 'sol', 'la', 'si'] as const;
const SOLFEGE_LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
/** How the portal names each pitch class (accents kept). */
const PITCH_LABELS = [
  'Dó',
  'Dó sustenido',
  'Ré',
  'Ré sustenido',
  'Mi',
  'Fá',
  'Fá sustenido',
  'Sol',
  'Sol sustenido',
  'Lá',
  'Lá sustenido',
  'Si',
];

const MINOR_WORDS = ['menor', 'minor', 'min'];
const MAJOR_WORDS = ['maior', 'major', 'maj'];
const SHARP_WORDS = ['sustenido', 'sharp', '#'];
const FLAT_WORDS = ['bemol', 'flat', 'b'];

/** 'Ré menor', 'Dó sustenido maior': a key as the chips name it. */
export function musicalKeyLabel(key: MusicalKey): string {
  const minor = key.endsWith('m');
  const pitch = PITCH_CLASSES.indexOf((minor ? key.slice(0, -1) : key) as (typeof PITCH_CLASSES)[number]);
  return `${PITCH_LABELS[pitch]} ${minor ? 'menor' : 'maior'}`;
}

/** The catalogue's spelling (sharps only) of a letter, its accidental and its mode; undefined if none. */
function spelled(letter: string, accidental: 'sharp' | 'flat' | null, minor: boolean): MusicalKey | undefined {
  const natural = PITCH_CLASSES.indexOf(letter.toUpperCase() as (typeof PITCH_CLASSES)[number]);
  if (natural < 0) return undefined;
  const shift = accidental === 'sharp' ? 1 : accidental === 'flat' ? -1 : 0;
  const key = `${PITCH_CLASSES[(natural + shift + 12) % 12]}${minor ? 'm' : ''}`;
  return isMusicalKey(key) ? key : undefined;
}

/** A typed piece as it reads in words: lower case, no accents. */
export const foldWord = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type KeyReading = { key: MusicalKey; length: number };

/**
 * The key that the pieces from `start` spell, and how many pieces it took: 'Am', 'C#m', 'F#',
 * 'Bb' (one piece), 'A minor', 'F# major', 'lá menor', 'dó sustenido maior'. A bare letter or
 * syllable is not a key (the 'a' of 'a capella', the 'sol' of a name), and the short forms need
 * the capital musicians write them with: 'Em' is E minor, 'em' is Portuguese.
 */
export function readKey(pieces: readonly string[], start: number): KeyReading | undefined {
  const raw = pieces[start];
  const folded = foldWord(raw);
  const word = (offset: number) =>
    pieces[start + offset] === undefined ? undefined : foldWord(pieces[start + offset]);
  const mode = (offset: number) => {
    const next = word(offset);
    if (next === undefined) return undefined;
    if (MINOR_WORDS.includes(next)) return 'minor';
    if (MAJOR_WORDS.includes(next)) return 'major';
    return undefined;
  };
  const accidentalWord = (offset: number) => {
    const next = word(offset);
    if (next !== undefined && SHARP_WORDS.includes(next)) return 'sharp';
    if (next !== undefined && FLAT_WORDS.includes(next) && next !== 'b') return 'flat';
    return undefined;
  };

  // Solfège: always with its mode, maybe an accidental between ('dó sustenido maior').
  const syllable = SOLFEGE.indexOf(folded as (typeof SOLFEGE)[number]);
  if (syllable >= 0) {
    const accidental = accidentalWord(1);
    const modeAt = accidental ? 2 : 1;
    const found = mode(modeAt);
    if (!found) return undefined;
    const key = spelled(SOLFEGE_LETTERS[syllable], accidental ?? null, found === 'minor');
    return key && { key, length: modeAt + 1 };
  }

  // Letters: 'C#m', 'Ebm', 'F#', 'Am' alone; 'A minor', 'F# major', 'A sustenido menor' with words.
  const letter = /^([A-Ga-g])([#♯b♭]?)(m|min|maj)?$/.exec(raw);
  if (!letter) return undefined;
  const [, name, sign, suffix] = letter;
  const accidental = sign === '#' || sign === '♯' ? 'sharp' : sign === 'b' || sign === '♭' ? 'flat' : null;
  const capital = name === name.toUpperCase();
  if (!suffix) {
    const written = accidental ? null : accidentalWord(1);
    const modeAt = written ? 2 : 1;
    const found = mode(modeAt);
    if (
      found &&
      (capital ||
        MINOR_WORDS.slice(1).includes(word(modeAt) ?? '') ||
        MAJOR_WORDS.slice(1).includes(word(modeAt) ?? ''))
    ) {
      const key = spelled(name, accidental ?? written ?? null, found === 'minor');
      return key && { key, length: modeAt + 1 };
    }
    // 'F#', 'Bb' alone: a key only with its accidental and capital.
    if (accidental && capital) {
      const key = spelled(name, accidental, false);
      return key && { key, length: 1 };
    }
    return undefined;
  }
  if (!capital) return undefined;
  const key = spelled(name, accidental, suffix !== 'maj');
  return key && { key, length: 1 };
}
