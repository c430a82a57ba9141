import type { DownloadGrant } from '@sampleteca/contracts';
import { ACCEPTED_AUDIO_TYPES, isAcceptedAudioType } from './audio-types';

export type ServedFile = { key: string; contentType: string; extension: string };

type StoredAudio = { contentType: string; originalKey: string; previewKey: string };

/**
 * What a download link serves: always an MP3 (the original when it was one, else the 128 kbps
 * preview), so every download plays everywhere; with `original` the file as uploaded, in its
 * own type (undefined when its type is not one offered as an original).
 */
export function servedFile(audio: StoredAudio, original: boolean): ServedFile | undefined {
  if (!original) {
    const key = audio.contentType === 'audio/mpeg' ? audio.originalKey : audio.previewKey;
    return { key, contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (!isAcceptedAudioType(audio.contentType)) return undefined;
  return { key: audio.originalKey, contentType: audio.contentType, extension: ACCEPTED_AUDIO_TYPES[audio.contentType] };
}

/** Which file a counted download served, as the catalogue's stats tell them apart. */
export const servedKind = (grant: Pick<DownloadGrant, 'original' | 'tuned'>): 'original' | 'tuned' | 'mp3' =>
  grant.original ? 'original' : grant.tuned ? 'tuned' : 'mp3';
