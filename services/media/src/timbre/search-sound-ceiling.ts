import type { AcceptedAudioType } from '../audio/audio-types';

/**
 * The highest bit rate (bits per second) a compressed format's audio takes. MP3: MPEG-1 Layer
 * III's highest (free-format streams aside). Ogg: Opus's highest, above Vorbis's at its best for
 * stereo. MP4: 16-bit 48 kHz stereo PCM, above AAC's stereo highest (576 kb/s) and an ALAC of
 * that quality.
 */
const HIGHEST_BIT_RATES: Partial<Record<AcceptedAudioType, number>> = {
  'audio/mpeg': 320_000,
  'audio/ogg': 512_000,
  'audio/ogg; codecs=opus': 512_000,
  'audio/x-m4a': 1_536_000,
  'audio/mp4': 1_536_000,
  'video/mp4': 1_536_000,
};
/** Room beside the cover for the other tags and headers (ID3 frames, MP4's boxes, Vorbis comments). */
const OTHER_HEADERS_BYTES = 64 * 1024;

/**
 * The most bytes a compressed sound `seconds` long may take: its format's highest bit rate for
 * that long, plus a cover as large as a sound's cover may be (`coverBytes`) and its other
 * headers. Undefined for WAV, AIFF and FLAC, whose headers give the length themselves.
 */
export function searchSoundMaxBytes(type: AcceptedAudioType, seconds: number, coverBytes: number): number | undefined {
  const bitRate = HIGHEST_BIT_RATES[type];
  return bitRate === undefined ? undefined : Math.ceil((seconds * bitRate) / 8) + coverBytes + OTHER_HEADERS_BYTES;
}
