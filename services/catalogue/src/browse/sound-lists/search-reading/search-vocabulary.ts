import type { InstrumentFamily, SoundType } from '@sampleteca/contracts';

/**
 * The words musicians type for an instrument family or a kind of sound, in Portuguese and English,
 * folded as the catalogue folds text (lower case, no accents) and phrases spaced by one space.
 * The musician-search migration copies them into catalogue.search_synonyms, which the service reads:
 * an administrator adds a word there without a release. Tests read this list as the default.
 */
export type SearchSynonym = { word: string; family: InstrumentFamily | null; type: SoundType | null };

const FAMILY_WORDS: Record<InstrumentFamily, readonly string[]> = {
  kick: ['kick', 'kicks', 'bumbo', 'bombo', 'bumbos'],
  snare: ['snare', 'snares', 'caixa', 'caixas'],
  clap: ['clap', 'claps', 'palmas', 'palma'],
  'hi-hat': ['hihat', 'hi hat', 'hihats', 'hat', 'hats', 'chimbal', 'chimbau'],
  cymbal: ['cymbal', 'prato', 'pratos', 'crash', 'ride'],
  tom: ['tom tom', 'toms'],
  percussion: ['percussao', 'percussion', 'perc'],
  bass: ['bass', 'baixo', '808'],
  keys: ['keys', 'teclado', 'teclas', 'piano'],
  guitar: ['guitar', 'guitarra', 'violao'],
  strings: ['strings', 'cordas', 'pad', 'pads'],
  brass: ['brass', 'metais', 'trompete'],
  woodwind: ['woodwind', 'sopro', 'sopros', 'flauta', 'sax', 'madeiras'],
  'synth-lead': ['synth lead', 'lead'],
  vocal: ['vocal', 'vocais', 'voz', 'vozes'],
  fx: ['fx', 'efeito', 'efeitos'],
};

const TYPE_WORDS: Record<SoundType, readonly string[]> = {
  Acapelas: ['acapela', 'acapelas', 'acapella', 'acapellas', 'a capella', 'a capela', 'a cappella', 'vocal'],
  Beats: ['beat', 'beats', 'batida', 'batidas', 'instrumental'],
  Melody: ['melodia', 'melodias', 'melody', 'loop melodico'],
  Samples: ['sample', 'samples', 'amostra', 'amostras'],
};

export const DEFAULT_SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  ...Object.entries(FAMILY_WORDS).flatMap(([family, words]) =>
    words.map((word) => ({ word, family: family as InstrumentFamily, type: null })),
  ),
  ...Object.entries(TYPE_WORDS).flatMap(([type, words]) =>
    words.map((word) => ({ word, family: null, type: type as SoundType })),
  ),
];
