import type { InstrumentFamily, SoundShape } from '../../api/soundTypes';

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

/** Said beside the chip the analysis picked. */
export const SUGGESTED_BY_ANALYSIS = 'Sugerido pela análise';
