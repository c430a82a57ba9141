import createClient from 'openapi-fetch';

import { authMiddleware } from '../auth/authMiddleware';
import type { BpmRange } from '../components/SoundWizard/musicVocabulary';
import type { MusicalKey, Sound, SoundType } from '../components/Sounds/soundTypes';
import { unwrap } from './apiError';
import { soundKeys } from './sounds';

/** How a sound sounds, as media describes it (issue #34): compared only within one `version`. */
export interface Timbre {
  version: number;
  values: number[];
}

export interface SimilarSounds {
  items: Sound[];
  /** `loop`: loops were compared with loops (else one-shots with one-shots); `described: false`: not analysed yet. */
  reference: { loop: boolean; described: boolean };
}

/** What media heard in a file sent to search with (nothing is kept). */
export interface SoundDescription {
  timbre: Timbre;
  durationSeconds: number;
  loop: boolean;
  bpm: number | null;
  key: MusicalKey | null;
}

export interface SimilarToBody {
  timbre: Timbre;
  loop: boolean;
  type?: SoundType;
  key?: MusicalKey;
  bpm?: BpmRange;
  limit?: number;
}

type Answer<T> = { responses: { 200: { content: { 'application/json': T } } } };

// Typed by hand, in the generated schema's shape, until the back end's routes reach the OpenAPI
// document: then these calls move to `apiClient` and these types to clients/shared's schema.
interface SimilarPaths {
  '/api/sounds/{id}/similar': {
    get: { parameters: { path: { id: string }; query: { type: SoundType } } } & Answer<SimilarSounds>;
  };
  '/api/media/audio/descriptions': {
    post: { requestBody: { content: { 'multipart/form-data': { file: string } } } } & Answer<SoundDescription>;
  };
  '/api/sounds/similar-to': {
    post: { requestBody: { content: { 'application/json': SimilarToBody } } } & Answer<{ items: Sound[] }>;
  };
}

const similarClient = createClient<SimilarPaths>({ baseUrl: '' });
similarClient.use(authMiddleware);

/** Under soundKeys.all: a like on a listed card reaches these cards too (useSoundActions). */
export const similarKeys = {
  ofSound: (soundId: string, type: SoundType) => [...soundKeys.all, 'similar', soundId, type] as const,
  /** `searchId` names one description (its timbre stays out of the key). */
  toSound: (searchId: number, filters: Omit<SimilarToBody, 'timbre'>) =>
    [...soundKeys.all, 'similar-to', searchId, filters] as const,
};

/** 'Sons parecidos': the sounds of `type` that sound most like the sound, nearest first. */
export const fetchSimilar = async (soundId: string, type: SoundType): Promise<SimilarSounds> =>
  unwrap(await similarClient.GET('/api/sounds/{id}/similar', { params: { path: { id: soundId }, query: { type } } }));

/** Sends a file (or a recording) to media to be described; a refusal carries media's reason (details.reason). */
export const describeAudio = async (file: File): Promise<SoundDescription> =>
  unwrap(
    await similarClient.POST('/api/media/audio/descriptions', {
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
export const fetchSimilarTo = async (body: SimilarToBody): Promise<{ items: Sound[] }> =>
  unwrap(await similarClient.POST('/api/sounds/similar-to', { body }));
