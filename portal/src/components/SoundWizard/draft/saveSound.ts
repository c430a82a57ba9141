import { ApiError } from '../../../api/apiError';
import type { CreateSoundBody } from '../../../api/sounds';
import { bpmOfChoice, keyOfChoice, type BpmChoice } from '../musicVocabulary';
import type { SoundDraft } from './soundDraft';

const PREFIX = 'Erro ao cadastrar música';

/**
 * The draft as `POST /api/sounds` takes it; null if a step's part is missing. 'Sem tom definido'
 * and 'Sem BPM (one-shot)' go as null; a one-shot has no exact tempo.
 */
export function soundBody(draft: SoundDraft, bpm: BpmChoice, tempo: number | null = null): CreateSoundBody | null {
  if (!draft.key || !draft.type || !draft.genres) return null;
  return {
    name: draft.soundName,
    description: draft.description,
    audioId: draft.audioId,
    imageUrl: draft.photo_url || null,
    imageId: draft.imageId,
    drumKitId: draft.album,
    artistId: draft.artist_id,
    key: keyOfChoice(draft.key),
    type: draft.type,
    categoryId: draft.genres,
    bpm: bpmOfChoice(bpm),
    ...(tempo !== null && bpmOfChoice(bpm) !== null && { tempo }),
    // The chips as shown: the catalogue keeps them as the analysis' word when they are its reading.
    instrumentFamily: draft.instrumentFamily ?? null,
    shape: draft.shape ?? null,
    plan: draft.plan,
  };
}

/** 'Erro ao cadastrar música: {message}' (spec 02 §8), with the field's own text for a refused field. */
export function saveFailedMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.code) {
    return `${PREFIX}: o catálogo não respondeu. Tente novamente em instantes.`;
  }
  const detail = error.fieldErrors[0]?.messages[0] ?? error.message;
  return detail.startsWith(PREFIX) ? detail : `${PREFIX}: ${detail}`;
}
