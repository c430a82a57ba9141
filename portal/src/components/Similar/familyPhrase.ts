import type { InstrumentFamily } from '../../api/similar';

/**
 * What a searched sound sounds like, above its results: each family's name (the catalogue's
 * labels) with the article Portuguese gives it, or none for what is counted as many ('palmas').
 */
const PHRASES: Record<InstrumentFamily, string> = {
  kick: 'Parece um kick',
  snare: 'Parece uma caixa',
  clap: 'Parece palmas',
  'hi-hat': 'Parece um chimbal',
  cymbal: 'Parece um prato',
  tom: 'Parece um tom',
  percussion: 'Parece percussão',
  bass: 'Parece um 808 ou um baixo',
  keys: 'Parece um teclado ou um piano',
  guitar: 'Parece uma guitarra ou um violão',
  strings: 'Parece cordas ou um pad',
  brass: 'Parece metais',
  woodwind: 'Parece um sopro de madeira',
  'synth-lead': 'Parece um synth lead',
  vocal: 'Parece uma voz',
  fx: 'Parece um efeito (FX)',
};

export const familyPhrase = (family: InstrumentFamily): string => PHRASES[family];
