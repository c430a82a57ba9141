import {
  INSTRUMENT_FAMILIES,
  INSTRUMENT_FAMILY_LABELS,
  SOUND_SHAPES,
  SOUND_SHAPE_LABELS,
} from '@sampleteca/clients-shared/vocabulary';

// The catalogue's vocabulary as the API's schema lists it (libs/contracts/src/music.ts on the
// server; the front ends do not import server code). A value the server does not know is refused.
const SOUND_TYPES = ['Samples', 'Acapelas', 'Beats', 'Melody'];
const PITCHES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const MUSICAL_KEYS = [...PITCHES, ...PITCHES.map((pitch) => `${pitch}m`)];
const BPM_RANGES = [
  { value: '60-80', label: 'R&B, Ballads' },
  { value: '85-100', label: 'Hip-Hop, Reggaeton' },
  { value: '110-130', label: 'Pop, Rock, House' },
  { value: '130-150', label: 'Trap, Trance, Techno' },
  { value: '160-180', label: 'Drum & Bass, Footwork' },
];

// #44: what a sound sounds like, named as the portal's chips name it (the contract's names).
export const familyChoices = INSTRUMENT_FAMILIES.map((id) => ({ id, name: INSTRUMENT_FAMILY_LABELS[id] }));
export const shapeChoices = SOUND_SHAPES.map((id) => ({ id, name: SOUND_SHAPE_LABELS[id] }));
export const NO_FAMILY_TEXT = 'Sem instrumento';
export const NO_SHAPE_TEXT = 'Sem formato';

/** What a sound without key or without tempo (null) is called, as in the upload wizard. */
export const NO_KEY_TEXT = 'Sem tom definido';
export const NO_BPM_TEXT = 'Sem BPM (one-shot)';

/** Key and tempo as a line says them, leaving out what a sound does not have (never 'null'). */
export const musicalParts = (sound: { key: string | null; bpm: string | null }): string[] =>
  [sound.key, sound.bpm && `${sound.bpm} BPM`].filter((part): part is string => Boolean(part));

export const typeChoices = SOUND_TYPES.map((type) => ({ id: type, name: type }));
export const keyChoices = MUSICAL_KEYS.map((key) => ({ id: key, name: key }));
export const bpmChoices = BPM_RANGES.map((range) => ({ id: range.value, name: `${range.value} (${range.label})` }));

// Choice names are i18n keys: SelectInput and SelectField translate them.
export const statusChoices = [
  { id: 'public', name: 'resources.sounds.status.public' },
  { id: 'private', name: 'resources.sounds.status.private' },
];
export const processingChoices = [
  { id: 'processing', name: 'resources.sounds.processing.processing' },
  { id: 'ready', name: 'resources.sounds.processing.ready' },
  { id: 'failed', name: 'resources.sounds.processing.failed' },
];
