/** The longest sound media describes to search with (its MEDIA_SEARCH_SOUND_MAX_SECONDS, as the panel says). */
export const SEARCH_SOUND_MAX_SECONDS = 30;
/** As media allows: a recording stopped at the limit ends a few milliseconds past it. */
const SLACK_SECONDS = 0.25;
/** A file whose metadata the browser cannot read this soon is sent, and media measures it. */
const METADATA_TIMEOUT_MS = 5_000;

export const TOO_LONG_REFUSAL = {
  title: 'Som longo demais para buscar.',
  reason: `O som de busca deve ter até ${SEARCH_SOUND_MAX_SECONDS} segundos.`,
};

/**
 * The length an <audio> element reads in a file's header (no decoding of the whole file), or
 * null when the browser cannot tell (a format it does not play, AIFF in Chromium): media checks then.
 */
export function readSoundLength(file: Blob): Promise<number | null> {
  const audio = document.createElement('audio');
  // A type the browser says it cannot play gives no metadata either: nothing to wait for.
  if (!file.type || audio.canPlayType(file.type) === '') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      audio.onloadedmetadata = null;
      audio.onerror = null;
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), METADATA_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/** Whether a length the browser read is past what media takes. */
export const isTooLongToSearch = (seconds: number | null): boolean =>
  seconds !== null && seconds > SEARCH_SOUND_MAX_SECONDS + SLACK_SECONDS;
