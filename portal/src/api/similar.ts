import type { components } from '@sampleteca/clients-shared/api';
import createClient from 'openapi-fetch';

import { authMiddleware } from '../auth/authMiddleware';
import type { MusicalKey, SoundType } from '../components/Sounds/soundTypes';
import { unwrap } from './apiError';
import { apiClient } from './client';
import { soundKeys } from './sounds';

export type SimilarSounds = components['schemas']['SimilarSounds'];
/** How a sound sounds, as media describes it (issue #34): compared only within one `version`. */
export type Timbre = components['schemas']['TimbreDescriptorBody'];
/** The catalogue's default (its `limit` is required in the generated type because it has one). */
const LIMIT = 20;
export type SimilarToBody = Omit<components['schemas']['SimilarToBody'], 'limit'>;

/** What media heard in a file sent to search with (nothing is kept). */
export interface SoundDescription {
  timbre: Timbre;
  durationSeconds: number;
  loop: boolean;
  bpm: number | null;
  key: MusicalKey | null;
}

// Media's route, typed by hand in the generated schema's shape until it reaches the OpenAPI
// document: then the call moves to `apiClient` and this type to clients/shared's schema.
interface DescriptionPaths {
  '/api/media/audio/descriptions': {
    post: {
      requestBody: { content: { 'multipart/form-data': { file: string } } };
      responses: { 200: { content: { 'application/json': SoundDescription } } };
    };
  };
}

const descriptionClient = createClient<DescriptionPaths>({ baseUrl: '' });
descriptionClient.use(authMiddleware);

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
    await descriptionClient.POST('/api/media/audio/descriptions', {
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
