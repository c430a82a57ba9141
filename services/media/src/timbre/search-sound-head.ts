import { parseBuffer } from 'music-metadata';
import type { AcceptedAudioType } from '../audio/audio-types';
import { wavHeadLayout } from '../audio/analysis/declared-length';

/** A recording stopped at the limit ends a few milliseconds past it. */
export const LENGTH_SLACK_SECONDS = 0.25;
/**
 * What music-metadata is given: enough for the headers that declare a length, and little enough
 * that an estimate from the bytes (an MP3 without Xing, at 8 kb/s at the least) stays under 16 s.
 */
const PARSED_HEAD_BYTES = 16 * 1024;
/** Room after a WAV's audio for the chunks some writers put there (LIST, id3). */
const WAV_TRAILER_BYTES = 64 * 1024;

export type SoundHead = {
  /** The length the header declares, when it does. */
  declaredSeconds?: number;
  /** The most bytes a file this long may take, when the header says its byte rate but not its length. */
  maxBytes?: number;
};

/**
 * What the first bytes of a sound sent to search with say of its length, before the rest is
 * read: a WAV's data chunk over its byte rate (or, the size left unknown, the bytes the limit
 * allows at that rate); the length FLAC, AIFF, MP3 (Xing/VBRI) and MP4 (moov first) headers
 * declare, read by music-metadata. Nothing when the head does not say: the whole file is then
 * received (up to MEDIA_SEARCH_SOUND_MAX_BYTES) and its decoded length checked.
 */
export async function readSoundHead(head: Buffer, type: AcceptedAudioType, maxSeconds: number): Promise<SoundHead> {
  if (type === 'audio/wav') {
    // music-metadata measures a WAV's data against the bytes it is given: only the header's word counts here.
    const layout = await wavHeadLayout(head);
    if (!layout?.byteRate) return {};
    if (layout.dataBytes !== undefined) return { declaredSeconds: layout.dataBytes / layout.byteRate };
    const audioBytes = Math.ceil(layout.byteRate * (maxSeconds + LENGTH_SLACK_SECONDS));
    return { maxBytes: layout.dataOffset + audioBytes + WAV_TRAILER_BYTES };
  }
  try {
    // Given only the head, music-metadata's estimates (an MP3 without Xing, an Ogg's last page)
    // come out short, never long: a declared length past the limit is the header's own word.
    const { format } = await parseBuffer(
      head.subarray(0, PARSED_HEAD_BYTES),
      { mimeType: type },
      { duration: false, skipCovers: true },
    );
    return format.duration !== undefined && Number.isFinite(format.duration)
      ? { declaredSeconds: format.duration }
      : {};
  } catch {
    // A head cut before what music-metadata looks for (a cover before the audio, MP4's moov at the end).
    return {};
  }
}
