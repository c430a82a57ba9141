// How the catalogue names what a sound is (#44), one spelling for the server and the front ends
// (libs/contracts/src/sound-families.ts imports nothing).
export {
  INSTRUMENT_FAMILIES,
  INSTRUMENT_FAMILY_LABELS,
  SOUND_SHAPES,
  SOUND_SHAPE_LABELS,
} from '../../../../libs/contracts/src/sound-families';
