import { unwrap } from './apiError';
import { apiClient } from './client';
import type { components } from '@sampleteca/clients-shared/api';
import { soundKeys } from './sounds';

type SoundType = components['schemas']['SoundResponse']['type'];
export type SoundMatches = components['schemas']['SoundMatches'];

/** Under soundKeys.all: a like on a listed card reaches these cards too (useSoundActions). */
export const matchesKey = (soundId: string, type: SoundType) => [...soundKeys.all, 'matches', soundId, type] as const;

/** 'Combina com este': sounds of `type` that fit the sound, best fit first (the catalogue ranks them). */
export const fetchMatches = async (soundId: string, type: SoundType): Promise<SoundMatches> =>
  unwrap(await apiClient.GET('/api/sounds/{id}/matches', { params: { path: { id: soundId }, query: { type } } }));
