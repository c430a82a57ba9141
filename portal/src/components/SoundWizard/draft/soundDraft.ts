import {
  isBpmChoice,
  isKeyChoice,
  isSoundType,
  type BpmChoice,
  type KeyChoice,
  type SoundType,
} from '../musicVocabulary';
import { isInstrumentFamily, isSoundShape, type InstrumentFamily, type SoundShape } from '../../../api/soundTypes';

// Spec 02 §3: the upload draft lives in the browser session until the sound is saved.
const DRAFT_KEY = 'uploadSound';

export interface SoundDraft {
  soundName: string;
  description: string;
  /** The uploaded audio's preview address. */
  sample_url: string;
  /** The cover's address. */
  photo_url: string;
  plan: 'free';
  /** Drum kit id. */
  album: string | null;
  artist_id: string | null;
  /** The key chosen, or NO_KEY ('Sem tom definido'); null until chosen. */
  key: KeyChoice | null;
  type: SoundType | null;
  /** Category id. */
  genres: string | null;
  /** BPM range, or NO_BPM ('Sem BPM (one-shot)'); null until chosen. */
  rythm: BpmChoice | null;
  /** The exact tempo confirmed at step 4 (optional; in `rythm`'s range). */
  tempo?: number | null;
  /** Step 2's instrument and shape chips (#44): the analysis' suggestion kept or changed; null: none chosen. */
  instrumentFamily?: InstrumentFamily | null;
  shape?: SoundShape | null;
  // Ids and names the API and the screens need besides the spec's fields.
  audioId: string;
  audioName: string;
  audioSize: number | null;
  imageId: string | null;
  albumName: string;
  artistName: string;
  genreName: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The draft, or null when step 1 was never saved (or storage holds something unreadable). */
export function readSoundDraft(): SoundDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    if (!text(stored.audioId) || !text(stored.soundName)) return null;
    return {
      soundName: text(stored.soundName),
      description: text(stored.description),
      sample_url: text(stored.sample_url),
      photo_url: text(stored.photo_url),
      plan: 'free',
      album: textOrNull(stored.album),
      artist_id: textOrNull(stored.artist_id),
      key: isKeyChoice(stored.key) ? stored.key : null,
      type: isSoundType(stored.type) ? stored.type : null,
      genres: textOrNull(stored.genres),
      rythm: isBpmChoice(stored.rythm) ? stored.rythm : null,
      tempo: typeof stored.tempo === 'number' && Number.isFinite(stored.tempo) ? stored.tempo : null,
      instrumentFamily: isInstrumentFamily(stored.instrumentFamily) ? stored.instrumentFamily : null,
      shape: isSoundShape(stored.shape) ? stored.shape : null,
      audioId: text(stored.audioId),
      audioName: text(stored.audioName),
      audioSize: typeof stored.audioSize === 'number' ? stored.audioSize : null,
      imageId: textOrNull(stored.imageId),
      albumName: text(stored.albumName),
      artistName: text(stored.artistName),
      genreName: text(stored.genreName),
    };
  } catch {
    return null;
  }
}

/** Step 1 writes the whole draft; later steps add their part. */
export function saveSoundDraft(draft: SoundDraft): SoundDraft {
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  return draft;
}

export function updateSoundDraft(changes: Partial<SoundDraft>): SoundDraft | null {
  const current = readSoundDraft();
  return current ? saveSoundDraft({ ...current, ...changes }) : null;
}

export function clearSoundDraft(): void {
  window.sessionStorage.removeItem(DRAFT_KEY);
}
