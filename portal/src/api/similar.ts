import type { components } from '@sampleteca/clients-shared/api';

import type { SoundType } from './soundTypes';
import { unwrap } from './apiError';
import { apiClient } from './client';
import { soundKeys } from './sounds';

export type SimilarSounds = components['schemas']['SimilarSounds'];
/** The catalogue's default (its `limit` is required in the generated type because it has one). */
const LIMIT = 20;
export type SimilarToBody = Omit<components['schemas']['SimilarToBody'], 'limit'>;

/** The family media read in a sound (#44), as similar-to takes it. */
export type SoundReading = components['schemas']['SoundReadingBody'];
/** A family a search's sounds may be ranked by ('Parece um kick'). */
export type InstrumentFamily = NonNullable<SoundReading['family']>;

/**
 * What media heard in a file sent to search with (nothing is kept): its timbre goes to similar-to,
 * with its `reading` (#44: the family it sounds like) where media sends one.
 */
export type SoundDescription = components['schemas']['SoundDescriptionResponse'] & {
  reading?: SoundReading | null;
};

/** Under soundKeys.all: a like on a listed card reaches these cards too (useSoundActions). */
export const similarKeys = {
  ofSound: (soundId: string, type: SoundType) => [...soundKeys.all, 'similar', soundId, type] as const,
  /** `searchId` names one description (its timbre stays out of the key). */
  toSound: (searchId: number, filters: Omit<SimilarToBody, 'timbre'>) =>
    [...soundKeys.all, 'similar-to', searchId, filters] as const,
};

/** 'Sons parecidos': the sounds of `type` that sound most like the sound, nearest first. */
export const fetchSimilar = async (soundId: string, type: SoundType): Promise<SimilarSounds> =>
  unwrap(await apiClient.GET('/api/sounds/{id}/similar', { params: { path: { id: soundId }, query: { type } } }));

/** Sends a file (or a recording) to media to be described; a refusal carries media's reason (details.reason). */
export const describeAudio = async (file: File): Promise<SoundDescription> =>
  unwrap(
    await apiClient.POST('/api/media/audio/descriptions', {
      // A binary part is typed as a string; the serializer sends the File itself.
      body: { file: file as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file);
        return form;
      },
    }),
  );

/** The public sounds (and the viewer's own) nearest to a description, with the usual filters on top. */
export const fetchSimilarTo = async (body: SimilarToBody) =>
  unwrap(await apiClient.POST('/api/sounds/similar-to', { body: { ...body, limit: LIMIT } }));
