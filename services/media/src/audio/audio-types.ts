/**
 * Upload types accepted, by what file-type reads in their first bytes (never by name or
 * declared type), with the extension the original is stored under. MP4 files are accepted as
 * a container: one without an audio track fails processing with its own message.
 */
export const ACCEPTED_AUDIO_TYPES = {
  'audio/wav': 'wav',
  'audio/aiff': 'aif',
  'audio/flac': 'flac',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'opus',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
} as const;
export type AcceptedAudioType = keyof typeof ACCEPTED_AUDIO_TYPES;

export function isAcceptedAudioType(mime: string | undefined): mime is AcceptedAudioType {
  return mime !== undefined && Object.hasOwn(ACCEPTED_AUDIO_TYPES, mime);
}
