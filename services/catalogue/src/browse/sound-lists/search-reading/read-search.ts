import {
  INSTRUMENT_FAMILY_LABELS,
  TEMPO_MAX,
  TEMPO_MIN,
  type InstrumentFamily,
  type MusicalKey,
  type SoundType,
} from '@sampleteca/contracts';
import { foldWord, musicalKeyLabel, readKey } from './musical-key-words';
import type { SearchSynonym } from './search-vocabulary';

export const UNDERSTOOD_KINDS = ['family', 'type', 'tempo', 'key'] as const;
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];

/**
 * One thing the search understood, shown as a chip ('Caixa', '96 BPM', 'Ré menor'). `id`
 * ('family:snare', 'tempo:96', 'key:Dm') is what the portal sends back in `literal` to take
 * the reading off, so the words are searched as plain words again.
 */
export type UnderstoodPart = { id: string; kind: UnderstoodKind; value: string; label: string; words: string };

/**
 * Words read as an instrument family or a kind of sound: a sound matches when it is tagged so or
 * its names hold one of `words` (the family's or kind's single words, whole).
 */
export type TagTerm = { words: string[]; families: InstrumentFamily[]; types: SoundType[] };

export type SearchReading = {
  understood: UnderstoodPart[];
  tags: TagTerm[];
  /** What is left to match as plain words (prefixes, typos), as typed. */
  rest: string;
  tempo?: number;
  key?: MusicalKey;
};

/** The longest phrase the vocabulary holds ('loop melodico', 'a capella'). */
const LONGEST_PHRASE = 3;
const TEMPO_PATTERN = /^(\d{2,3}(?:[.,]\d)?)(bpm)?$/;

/** A piece as the vocabulary spells it: folded, letters and digits only. */
const vocabularyWord = (piece: string) => foldWord(piece).replace(/[^a-z0-9]/g, '');

/**
 * The typed search read as a musician means it: a tempo ('trap 140', '96bpm', '96 bpm'), a key
 * ('Am', 'lá menor', 'F# major'), instrument families and kinds of sound in Portuguese or English
 * ('bumbo', 'acapella', 'loop melódico'); the rest stays words. Readings whose id is in `literal`
 * are not made (the user took that chip off). The first tempo and the first key are read; a later
 * number or key stays a word.
 */
export function readSearch(
  text: string,
  vocabulary: readonly SearchSynonym[],
  literal: ReadonlySet<string> = new Set(),
  { keys = true }: { keys?: boolean } = {},
): SearchReading {
  const pieces = text.split(/[\s,;]+/).filter((piece) => piece !== '');
  const phrases = phraseIndex(vocabulary);
  const understood = new Map<string, UnderstoodPart>();
  const reading: SearchReading = { understood: [], tags: [], rest: '' };
  const rest: string[] = [];
  const note = (part: Omit<UnderstoodPart, 'id'>) => {
    const id = `${part.kind}:${part.value}`;
    if (!understood.has(id)) understood.set(id, { id, ...part });
  };

  for (let index = 0; index < pieces.length;) {
    const tempo = reading.tempo === undefined ? readTempo(pieces, index) : undefined;
    if (tempo && !literal.has(`tempo:${tempo.bpm}`)) {
      reading.tempo = tempo.bpm;
      note({
        kind: 'tempo',
        value: String(tempo.bpm),
        label: `${tempo.bpm} BPM`,
        words: typed(pieces, index, tempo.length),
      });
      index += tempo.length;
      continue;
    }
    const key = keys && reading.key === undefined ? readKey(pieces, index) : undefined;
    if (key && !literal.has(`key:${key.key}`)) {
      reading.key = key.key;
      note({ kind: 'key', value: key.key, label: musicalKeyLabel(key.key), words: typed(pieces, index, key.length) });
      index += key.length;
      continue;
    }
    const tag = readTag(pieces, index, phrases, literal);
    if (tag) {
      const words = typed(pieces, index, tag.length);
      for (const family of tag.families)
        note({ kind: 'family', value: family, label: INSTRUMENT_FAMILY_LABELS[family], words });
      for (const type of tag.types) note({ kind: 'type', value: type, label: type, words });
      reading.tags.push({ words: tag.words, families: tag.families, types: tag.types });
      index += tag.length;
      continue;
    }
    rest.push(pieces[index]);
    index += 1;
  }
  return { ...reading, understood: [...understood.values()], rest: rest.join(' ') };
}

const typed = (pieces: readonly string[], start: number, length: number) =>
  pieces.slice(start, start + length).join(' ');

/** A number of BPM people give a sound, alone, glued to 'bpm' or followed by it. */
function readTempo(pieces: readonly string[], start: number): { bpm: number; length: number } | undefined {
  const match = TEMPO_PATTERN.exec(foldWord(pieces[start]));
  if (!match) return undefined;
  const bpm = Number(match[1].replace(',', '.'));
  if (bpm < TEMPO_MIN || bpm > TEMPO_MAX) return undefined;
  const spelledOut = !match[2] && pieces[start + 1] !== undefined && foldWord(pieces[start + 1]) === 'bpm';
  return { bpm, length: spelledOut ? 2 : 1 };
}

type Meaning = { families: InstrumentFamily[]; types: SoundType[] };

/** Each vocabulary phrase ('a capella', 'hihat') with what it means. */
function phraseIndex(vocabulary: readonly SearchSynonym[]): Map<string, Meaning> {
  const index = new Map<string, Meaning>();
  for (const { word, family, type } of vocabulary) {
    const phrase = word.split(' ').map(vocabularyWord).join(' ');
    const meaning = index.get(phrase) ?? { families: [], types: [] };
    if (family && !meaning.families.includes(family)) meaning.families.push(family);
    if (type && !meaning.types.includes(type)) meaning.types.push(type);
    index.set(phrase, meaning);
  }
  return index;
}

/** The longest vocabulary phrase starting at `start`, less the readings taken off, with its words. */
function readTag(
  pieces: readonly string[],
  start: number,
  phrases: Map<string, Meaning>,
  literal: ReadonlySet<string>,
): (TagTerm & { length: number }) | undefined {
  for (let length = Math.min(LONGEST_PHRASE, pieces.length - start); length >= 1; length--) {
    const phrase = pieces
      .slice(start, start + length)
      .map(vocabularyWord)
      .join(' ');
    const meaning = phrases.get(phrase);
    if (!meaning) continue;
    const families = meaning.families.filter((family) => !literal.has(`family:${family}`));
    const types = meaning.types.filter((type) => !literal.has(`type:${type}`));
    if (!families.length && !types.length) return undefined;
    const words = new Set<string>();
    for (const [other, { families: otherFamilies, types: otherTypes }] of phrases) {
      if (other.includes(' ')) continue;
      if (otherFamilies.some((family) => families.includes(family)) || otherTypes.some((type) => types.includes(type)))
        words.add(other);
    }
    if (!phrase.includes(' ')) words.add(phrase);
    return { words: [...words].sort(), families, types, length };
  }
  return undefined;
}
