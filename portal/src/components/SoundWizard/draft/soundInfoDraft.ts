import type { SoundInfoValues } from '../../../schemas/soundInfoSchema';
import type { Suggestion } from '../fields/SuggestionField';
import type { AudioUploadState } from '../hooks/useAudioUpload';
import type { SoundDraft } from './soundDraft';

// Step 1 of the wizard and the draft that survives a reload (SoundInfoStep): one to the other.

const previewUrl = (audioId: string) => `/api/media/audio/${audioId}/preview`;

export function initialAudio(draft: SoundDraft | null): AudioUploadState {
  return draft
    ? { phase: 'uploaded', fileName: draft.audioName, fileSize: draft.audioSize, audioId: draft.audioId }
    : { phase: 'idle' };
}

export const pickedFromDraft = (id: string | null, name: string): Suggestion | null =>
  id && name ? { id, name, imageUrl: null } : null;

/** The step's fields as the draft left them (empty without one). */
export const soundInfoValues = (draft: SoundDraft | null): SoundInfoValues => ({
  soundName: draft?.soundName ?? '',
  description: draft?.description ?? '',
  drumKitName: draft?.albumName ?? '',
  artistName: draft?.artistName ?? '',
  plan: 'free',
  audioId: draft?.audioId ?? '',
  coverUrl: draft?.photo_url ?? '',
});

interface SoundInfoChoices {
  kit: Suggestion | null;
  credited: Suggestion | null;
  audio: Extract<AudioUploadState, { phase: 'uploaded' }>;
  imageId: string | null;
}

/** The draft once step 1 is done; the later steps' answers are kept, key and tempo only for the same file. */
export function soundInfoDraft(
  values: SoundInfoValues,
  draft: SoundDraft | null,
  { kit, credited, audio, imageId }: SoundInfoChoices,
): SoundDraft {
  // A new file means new suggestions for key and tempo.
  const sameAudio = draft?.audioId === values.audioId;
  return {
    soundName: values.soundName,
    description: values.description,
    sample_url: previewUrl(values.audioId),
    photo_url: values.coverUrl,
    plan: values.plan,
    album: kit?.id ?? null,
    artist_id: credited?.id ?? null,
    key: sameAudio ? (draft?.key ?? null) : null,
    type: draft?.type ?? null,
    genres: draft?.genres ?? null,
    rythm: sameAudio ? (draft?.rythm ?? null) : null,
    tempo: sameAudio ? (draft?.tempo ?? null) : null,
    audioId: values.audioId,
    audioName: audio.fileName,
    audioSize: audio.fileSize,
    imageId,
    albumName: kit?.name ?? '',
    artistName: credited?.name ?? '',
    genreName: draft?.genreName ?? '',
  };
}
