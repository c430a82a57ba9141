/**
 * What a sound is, as a musician names it (#44): the instrument family the analysis suggests at
 * upload and the producer keeps or changes, and whether it is one hit or a loop. Stored on the
 * sound, shown on cards, filterable, and what instrument words in a search match.
 */
// The drum hits come first: the order the portal lists the families in.
const DRUMS = ['kick', 'snare', 'clap', 'hi-hat', 'cymbal', 'tom', 'percussion'] as const;

export const INSTRUMENT_FAMILIES = [
  ...DRUMS,
  'bass',
  'keys',
  'guitar',
  'strings',
  'brass',
  'woodwind',
  'synth-lead',
  'vocal',
  'fx',
] as const;
export type InstrumentFamily = (typeof INSTRUMENT_FAMILIES)[number];

/** How the portal names each family (chips, cards, filters). */
export const INSTRUMENT_FAMILY_LABELS: Record<InstrumentFamily, string> = {
  kick: 'Kick',
  snare: 'Caixa',
  clap: 'Palmas',
  'hi-hat': 'Chimbal',
  cymbal: 'Prato',
  tom: 'Tom',
  percussion: 'Percussão',
  bass: '808/Baixo',
  keys: 'Teclas/Piano',
  guitar: 'Guitarra/Violão',
  strings: 'Cordas/Pad',
  brass: 'Metais',
  woodwind: 'Madeiras',
  'synth-lead': 'Synth lead',
  vocal: 'Voz',
  fx: 'FX',
};

/** The families of drum hits; the others are tonal (pitched instruments, voices, effects). */
export const DRUM_FAMILIES: readonly InstrumentFamily[] = DRUMS;

export function isInstrumentFamily(value: unknown): value is InstrumentFamily {
  return typeof value === 'string' && (INSTRUMENT_FAMILIES as readonly string[]).includes(value);
}

/** One hit (a kick, a chord stab) or a loop (a beat, a phrase that repeats). */
export const SOUND_SHAPES = ['one-shot', 'loop'] as const;
export type SoundShape = (typeof SOUND_SHAPES)[number];
export const SOUND_SHAPE_LABELS: Record<SoundShape, string> = { 'one-shot': 'One-shot', loop: 'Loop' };

export function isSoundShape(value: unknown): value is SoundShape {
  return typeof value === 'string' && (SOUND_SHAPES as readonly string[]).includes(value);
}

/**
 * What the analysis reads a sound as: its most likely family and how sure (0..1: the share of its
 * nearest reference sounds of that family), and its shape. Null where the audio is too short or
 * silent to read. A suggestion only: the producer's choice always wins.
 */
export type SoundReading = {
  family: InstrumentFamily | null;
  familyConfidence: number | null;
  shape: SoundShape | null;
};
