import { parseBuffer } from 'music-metadata';
import type { AcceptedAudioType } from '../audio/audio-types';
import { wavHeadLayout } from '../audio/analysis/declared-length';
import { OggPageClock } from './ogg-page-clock';
import { searchSoundMaxBytes } from './search-sound-ceiling';

/** A recording stopped at the limit ends a few milliseconds past it. */
export const LENGTH_SLACK_SECONDS = 0.25;
/**
 * What music-metadata is given: enough for the headers that declare a length, and little enough
 * that an estimate from the bytes (an MP3 without Xing, at 8 kb/s at the least) stays under 16 s.
 */
const PARSED_HEAD_BYTES = 16 * 1024;
/** Room after a WAV's audio for the chunks some writers put there (LIST, id3). */
const WAV_TRAILER_BYTES = 64 * 1024;

export type SoundHeadLimits = {
  maxSeconds: number;
  /** The most bytes the file can have, when the request says its length (its Content-Length). */
  fileBytesAtMost?: number;
  /** The largest cover a compressed file may carry before its audio (MEDIA_IMAGE_MAX_BYTES). */
  coverBytes: number;
};

export type SoundHead = {
  /** The length the header declares, or that the head already shows, when it does. */
  declaredSeconds?: number;
  /** The most bytes a file this long may take. */
  maxBytes?: number;
  /** Reads each later chunk of the file: true once it shows the sound past the limit (an Ogg page's granule). */
  passesLimit?: (chunk: Buffer) => boolean;
};

/**
 * What the first bytes of a sound sent to search with say of its length, before the rest is
 * read: a WAV's data chunk over its byte rate (or, the size left unknown, the bytes the limit
 * allows at that rate); the length FLAC, AIFF, MP3 (Xing/VBRI) and MP4 (moov first) headers
 * declare, read by music-metadata; a constant-bitrate MP3's from the request's length at its
 * frames' bitrate; an Ogg's as its pages arrive. A compressed file is also bounded by the bytes
 * its format takes for that long at most. WAV, AIFF or FLAC whose head does not say is received
 * (up to MEDIA_SEARCH_SOUND_MAX_BYTES) and its decoded length checked.
 */
export async function readSoundHead(
  head: Buffer,
  type: AcceptedAudioType,
  limits: SoundHeadLimits,
): Promise<SoundHead> {
  const allowedSeconds = limits.maxSeconds + LENGTH_SLACK_SECONDS;
  if (type === 'audio/wav') {
    // music-metadata measures a WAV's data against the bytes it is given: only the header's word counts here.
    const layout = await wavHeadLayout(head);
    if (!layout?.byteRate) return {};
    if (layout.dataBytes !== undefined) return { declaredSeconds: layout.dataBytes / layout.byteRate };
    const audioBytes = Math.ceil(layout.byteRate * allowedSeconds);
    return { maxBytes: layout.dataOffset + audioBytes + WAV_TRAILER_BYTES };
  }
  const maxBytes = searchSoundMaxBytes(type, allowedSeconds, limits.coverBytes);
  if (type === 'audio/ogg' || type === 'audio/ogg; codecs=opus') {
    const clock = new OggPageClock();
    clock.read(head);
    return {
      declaredSeconds: clock.seconds,
      maxBytes,
      passesLimit: (chunk) => {
        clock.read(chunk);
        return clock.seconds > allowedSeconds;
      },
    };
  }
  return { ...(await declaredByHeaders(head, type, limits.fileBytesAtMost)), maxBytes };
}

async function declaredByHeaders(
  head: Buffer,
  type: AcceptedAudioType,
  fileBytesAtMost: number | undefined,
): Promise<Pick<SoundHead, 'declaredSeconds'>> {
  try {
    // Given only the head, music-metadata's estimates (an MP3 without Xing) come out short, never
    // long: a declared length past the limit is the header's own word.
    const { format } = await parseBuffer(
      head.subarray(0, PARSED_HEAD_BYTES),
      { mimeType: type },
      { duration: false, skipCovers: true },
    );
    const declared = format.duration !== undefined && Number.isFinite(format.duration) ? format.duration : 0;
    // Its first frames alike, a constant-bitrate MP3 is as long as its audio bytes at that rate.
    if (type === 'audio/mpeg' && format.codecProfile === 'CBR' && format.bitrate && fileBytesAtMost !== undefined) {
      const atRate = ((fileBytesAtMost - id3v2Bytes(head)) * 8) / format.bitrate;
      return { declaredSeconds: Math.max(declared, atRate) };
    }
    return declared > 0 ? { declaredSeconds: declared } : {};
  } catch {
    // A head cut before what music-metadata looks for (a cover before the audio, MP4's moov at the end).
    return {};
  }
}

/** The ID3v2 tags before an MP3's frames: each a 10-byte header whose size is 4 bytes of 7 bits. */
function id3v2Bytes(head: Buffer): number {
  let offset = 0;
  while (head.length >= offset + 10 && head.toString('latin1', offset, offset + 3) === 'ID3') {
    const size = head.subarray(offset + 6, offset + 10).reduce((sum, byte) => sum * 128 + (byte & 0x7f), 0);
    const footer = head[offset + 5] & 0x10 ? 10 : 0;
    offset += 10 + size + footer;
  }
  return offset;
}
