import { useQuery } from '@tanstack/react-query';

import { unwrap } from '../../api/apiError';
import { apiClient } from '../../api/client';
import type { paths } from '../../api/schema';
import { SOUND_TYPES } from '../Sounds/soundTypes';

export type CreateSoundBody = NonNullable<paths['/api/sounds']['post']['requestBody']>['content']['application/json'];
export type MusicalKey = CreateSoundBody['key'];
export type SoundType = CreateSoundBody['type'];
export type BpmRange = CreateSoundBody['bpm'];

// Spec 02 §3 and §9. Typed from the API, so a changed contract breaks the build.
export const MAJOR_KEYS: readonly MusicalKey[] = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
export const MINOR_KEYS: readonly MusicalKey[] = [
  'Cm',
  'C#m',
  'Dm',
  'D#m',
  'Em',
  'Fm',
  'F#m',
  'Gm',
  'G#m',
  'Am',
  'A#m',
  'Bm',
];
export const MUSICAL_KEYS: readonly MusicalKey[] = [...MAJOR_KEYS, ...MINOR_KEYS];
export { SOUND_TYPES };

export interface BpmRangeOption {
  value: BpmRange;
  label: string;
}

export const BPM_RANGES: readonly BpmRangeOption[] = [
  { value: '60-80', label: 'R&B, Ballads' },
  { value: '85-100', label: 'Hip-Hop, Reggaeton' },
  { value: '110-130', label: 'Pop, Rock, House' },
  { value: '130-150', label: 'Trap, Trance, Techno' },
  { value: '160-180', label: 'R&B, Ballads' },
];

export const soundTypeDescriptions: Record<SoundType, string> = {
  Samples: 'Loops e trechos curtos',
  Acapelas: 'Vozes sem instrumental',
  Beats: 'Instrumentais completos',
  Melody: 'Linhas melódicas e harmonias',
};

export const isMusicalKey = (value: unknown): value is MusicalKey => MUSICAL_KEYS.includes(value as MusicalKey);
export const isSoundType = (value: unknown): value is SoundType => SOUND_TYPES.includes(value as SoundType);
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
    queryKey: ['catalogue', 'keys'],
    queryFn: async (): Promise<MusicVocabulary> => {
      const answer = unwrap(await apiClient.GET('/api/keys'));
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
