import { useQuery } from '@tanstack/react-query';

import { catalogueKeys, fetchVocabulary } from '../../api/catalogue';
import type { CreateSoundBody } from '../../api/sounds';
import { createSoundBodyBpmValues, createSoundBodyKeyValues } from '@sampleteca/clients-shared/api';
import { isSoundType, SOUND_TYPES } from '../../api/soundTypes';

/** One of the 24 keys; a sound without one ('Sem tom definido') has null. */
export type MusicalKey = NonNullable<CreateSoundBody['key']>;
export type SoundType = CreateSoundBody['type'];
/** One of the five ranges; a one-shot ('Sem BPM (one-shot)') has null. */
export type BpmRange = NonNullable<CreateSoundBody['bpm']>;

// Spec 02 §3 and §9: the lists come from the OpenAPI document (generated into clients/shared/src/api/schema.ts), so
// the portal holds no copy of its own. The generated arrays are typed with the field's null, never holding it.
export const MUSICAL_KEYS = createSoundBodyKeyValues as readonly MusicalKey[];
export const MAJOR_KEYS: readonly MusicalKey[] = MUSICAL_KEYS.filter((key) => !key.endsWith('m'));
export const MINOR_KEYS: readonly MusicalKey[] = MUSICAL_KEYS.filter((key) => key.endsWith('m'));
export { isSoundType, SOUND_TYPES };

/**
 * Step 2's and step 4's choices besides the spec's lists (#43): a drum or a noise has no key, a
 * one-shot no tempo. The draft keeps the choice; the API gets null.
 */
export const NO_KEY = 'sem-tom';
export const NO_BPM = 'sem-bpm';
export const NO_KEY_LABEL = 'Sem tom definido';
export const NO_BPM_LABEL = 'Sem BPM (one-shot)';
export type KeyChoice = MusicalKey | typeof NO_KEY;
export type BpmChoice = BpmRange | typeof NO_BPM;
export const isKeyChoice = (value: unknown): value is KeyChoice => value === NO_KEY || isMusicalKey(value);
export const isBpmChoice = (value: unknown): value is BpmChoice => value === NO_BPM || isBpmRange(value);
/** What the API takes for a choice: null for none. */
export const keyOfChoice = (choice: KeyChoice): MusicalKey | null => (choice === NO_KEY ? null : choice);
export const bpmOfChoice = (choice: BpmChoice): BpmRange | null => (choice === NO_BPM ? null : choice);

export interface BpmRangeOption {
  value: BpmRange;
  label: string;
}

// The genres each range suits (libs/contracts/src/music.ts, which GET /api/keys serves), shown
// until the answer. 160-180 is drum & bass territory, not the spec's slip 'R&B, Ballads'.
const BPM_LABELS: Record<BpmRange, string> = {
  '60-80': 'R&B, Ballads',
  '85-100': 'Hip-Hop, Reggaeton',
  '110-130': 'Pop, Rock, House',
  '130-150': 'Trap, Trance, Techno',
  '160-180': 'Drum & Bass, Footwork',
};

const BPM_RANGES: readonly BpmRangeOption[] = (createSoundBodyBpmValues as readonly BpmRange[]).map((value) => ({
  value,
  label: BPM_LABELS[value],
}));

export const soundTypeDescriptions: Record<SoundType, string> = {
  Samples: 'Loops e trechos curtos',
  Acapelas: 'Vozes sem instrumental',
  Beats: 'Instrumentais completos',
  Melody: 'Linhas melódicas e harmonias',
};

export const isMusicalKey = (value: unknown): value is MusicalKey => MUSICAL_KEYS.includes(value as MusicalKey);
export const isBpmRange = (value: unknown): value is BpmRange =>
  BPM_RANGES.some((range) => range.value === (value as BpmRange));

interface MusicVocabulary {
  keys: readonly MusicalKey[];
  types: readonly SoundType[];
  bpmRanges: readonly BpmRangeOption[];
}

const fallback: MusicVocabulary = { keys: MUSICAL_KEYS, types: SOUND_TYPES, bpmRanges: BPM_RANGES };

/** GET /api/keys: the lists a sound is tagged with; the spec's own lists stand in until it answers. */
export function useMusicVocabulary(): MusicVocabulary {
  const { data } = useQuery({
    queryKey: catalogueKeys.vocabulary(),
    queryFn: async (): Promise<MusicVocabulary> => {
      const answer = await fetchVocabulary();
      const keys = answer.keys.filter(isMusicalKey);
      const types = answer.types.filter(isSoundType);
      const bpmRanges = answer.bpmRanges.filter((range): range is BpmRangeOption => isBpmRange(range.value));
      return {
        keys: keys.length ? keys : MUSICAL_KEYS,
        types: types.length ? types : SOUND_TYPES,
        bpmRanges: bpmRanges.length ? bpmRanges : BPM_RANGES,
      };
    },
    staleTime: Infinity,
    placeholderData: fallback,
  });
  return data ?? fallback;
}
