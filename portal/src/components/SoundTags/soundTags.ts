import {
  pathsApiSoundsGetParametersQueryFamilyValues,
  pathsApiSoundsGetParametersQueryShapeValues,
  type components,
} from '@sampleteca/clients-shared/api';

type SoundResponse = components['schemas']['SoundResponse'];

/** What a sound sounds like (#44), as the API names it. */
export type InstrumentFamily = NonNullable<SoundResponse['instrumentFamily']>;
/** One hit or a loop. */
export type SoundShape = NonNullable<SoundResponse['shape']>;

/** The families in the contract's order (drums first): chips and filters show them so. */
export const INSTRUMENT_FAMILIES: readonly InstrumentFamily[] = pathsApiSoundsGetParametersQueryFamilyValues;
export const SOUND_SHAPES: readonly SoundShape[] = pathsApiSoundsGetParametersQueryShapeValues;

/** How the portal names each family: the contract's INSTRUMENT_FAMILY_LABELS (a test keeps them equal). */
export const FAMILY_LABELS: Record<InstrumentFamily, string> = {
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

export const SHAPE_LABELS: Record<SoundShape, string> = { 'one-shot': 'One-shot', loop: 'Loop' };

export const isInstrumentFamily = (value: unknown): value is InstrumentFamily =>
  INSTRUMENT_FAMILIES.includes(value as InstrumentFamily);
export const isSoundShape = (value: unknown): value is SoundShape => SOUND_SHAPES.includes(value as SoundShape);

/** Said beside the chip the analysis picked. */
export const SUGGESTED_BY_ANALYSIS = 'Sugerido pela análise';
