import type { InstrumentFamily, SoundShape } from '@sampleteca/contracts';
import type { OneShot, Recipe } from './demo-audio';

const ONE_SHOT_FAMILIES: Record<OneShot, InstrumentFamily> = {
  kick: 'kick',
  snare: 'snare',
  clap: 'clap',
  '808': 'bass',
  stab: 'synth-lead',
  riser: 'fx',
};

/**
 * What the demo producers say each sound is (#44), as a producer keeps or changes the wizard's
 * chips: they made it, so they know; the analysis' reading of synthesized audio is only a guess.
 * A whole beat is no one instrument: no family, the analysis' reading stands.
 */
export function demoTags(recipe: Recipe): { instrumentFamily?: InstrumentFamily; shape: SoundShape } {
  switch (recipe.kind) {
    case 'one-shot':
      return { instrumentFamily: ONE_SHOT_FAMILIES[recipe.sound], shape: 'one-shot' };
    case 'beat':
      return { shape: 'loop' };
    case 'drums':
      return { instrumentFamily: 'percussion', shape: 'loop' };
    case 'melody':
      return { instrumentFamily: recipe.voice === 'pluck' ? 'synth-lead' : 'keys', shape: 'loop' };
    case 'chords':
      return { instrumentFamily: 'keys', shape: 'loop' };
    case 'vocal':
      return { instrumentFamily: 'vocal', shape: 'loop' };
  }
}
