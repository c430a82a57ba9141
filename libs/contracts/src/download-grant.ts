import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * A download link the catalogue hands out after checking the user may download a sound, and
 * media honours without asking the catalogue again: an HMAC over the audio id, the file name,
 * the expiry and, for a download that counts, the sound and the user it was given for, with a
 * secret both services share (MEDIA_URL_SECRET). A link cannot be bent to another file, name or
 * person, and stops working when it expires. Media tells the catalogue when it serves a link
 * that counts (media.download.served): the download counts then, never for a missing file.
 */
export type DownloadGrant = {
  audioId: string;
  /** What the browser saves the file as, e.g. "Beat de verão.mp3". */
  fileName: string;
  /** Unix seconds. */
  expires: number;
  /** The sound's download to count for this user once served; absent for links that never count (a request's card). */
  countFor?: { soundId: string; userId: string };
  /** The file as uploaded (a WAV, AIFF, FLAC…); absent for the MP3. */
  original?: true;
  /** The MP3 rendered in the listener's tempo and key (media renders it); absent for the files as they are. */
  transform?: DownloadTransform;
};

/**
 * A rendering of the audio: played `tempoRatio` times as fast (1.25: 96 → 120 BPM, a quarter
 * shorter) and moved `semitones` up (negative: down). Signed as written in the link, so a link
 * cannot be bent to another stretch; bounded so no link asks for an absurd one.
 */
export type DownloadTransform = { tempoRatio: number; semitones: number };

export const TRANSFORM_RATIO_MIN = 0.5;
export const TRANSFORM_RATIO_MAX = 2;
export const TRANSFORM_SEMITONES_MAX = 6;

/** A tempo ratio as links carry it: 4 decimals (a 0.005% tempo error, far below hearing). */
export const roundTempoRatio = (ratio: number): number => Math.round(ratio * 10_000) / 10_000;

/** Within the bounds, and a change (the identity is the MP3 itself). */
export function isDownloadTransform(transform: DownloadTransform): boolean {
  const { tempoRatio, semitones } = transform;
  return (
    Number.isFinite(tempoRatio) &&
    tempoRatio >= TRANSFORM_RATIO_MIN &&
    tempoRatio <= TRANSFORM_RATIO_MAX &&
    roundTempoRatio(tempoRatio) === tempoRatio &&
    Number.isInteger(semitones) &&
    Math.abs(semitones) <= TRANSFORM_SEMITONES_MAX &&
    (tempoRatio !== 1 || semitones !== 0)
  );
}

// The link's spelling of a transform: the shortest decimal (String(1.25) = '1.25'), no '-0'.
const ratioText = (ratio: number): string => String(ratio);
const semitonesText = (semitones: number): string => String(semitones === 0 ? 0 : semitones);

const signatureOf = (grant: DownloadGrant, secret: string | Buffer): string =>
  createHmac('sha256', signingKey(secret))
    .update(
      [
        grant.audioId,
        grant.fileName,
        grant.expires,
        grant.countFor?.soundId ?? '',
        grant.countFor?.userId ?? '',
        // Appended only for an original or a rendering, so an MP3 link signs as it always did.
        ...(grant.original ? ['original'] : []),
        ...(grant.transform
          ? ['transform', ratioText(grant.transform.tempoRatio), semitonesText(grant.transform.semitones)]
          : []),
      ].join('\n'),
    )
    .digest('base64url');

/**
 * The link's query string: `name=&expires=&signature=`, with `sound=&user=` for a download that
 * counts, `format=original` for the file as uploaded and `ratio=&semitones=` for a rendering.
 */
export function signDownloadGrant(grant: DownloadGrant, secret: string | Buffer): URLSearchParams {
  if (grant.transform && (grant.original || !isDownloadTransform(grant.transform))) {
    throw new RangeError(`transformação de download inválida: ${JSON.stringify(grant.transform)}`);
  }
  return new URLSearchParams({
    ...(grant.countFor && { sound: grant.countFor.soundId, user: grant.countFor.userId }),
    ...(grant.original && { format: 'original' }),
    ...(grant.transform && {
      ratio: ratioText(grant.transform.tempoRatio),
      semitones: semitonesText(grant.transform.semitones),
    }),
    name: grant.fileName,
    expires: String(grant.expires),
    signature: signatureOf(grant, secret),
  });
}

/** The grant a link carries when its signature matches and it has not expired; else undefined. */
export function verifyDownloadGrant(
  audioId: string,
  query: {
    sound?: unknown;
    user?: unknown;
    name?: unknown;
    expires?: unknown;
    signature?: unknown;
    format?: unknown;
    ratio?: unknown;
    semitones?: unknown;
  },
  secret: string | Buffer,
  now = Date.now(),
): DownloadGrant | undefined {
  const { sound, user, name, expires, signature, format } = query;
  if (typeof name !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return undefined;
  if (format !== undefined && format !== 'original') return undefined;
  const transform = transformOf(query.ratio, query.semitones);
  if (transform === null || (transform && format !== undefined)) return undefined;
  // Both or neither: a counted link without its user is not a link that never counts.
  const counted = typeof sound === 'string' && typeof user === 'string';
  if (!counted && (sound !== undefined || user !== undefined)) return undefined;
  // Digits only, as signDownloadGrant writes them: "1e9" or " 12" are not other spellings of a link.
  if (!/^\d{1,12}$/.test(expires)) return undefined;
  const grant: DownloadGrant = {
    audioId,
    fileName: name,
    expires: Number(expires),
    ...(counted && { countFor: { soundId: sound, userId: user } }),
    ...(format === 'original' && { original: true as const }),
    ...(transform && { transform }),
  };
  if (grant.expires * 1000 < now) return undefined;
  const expected = Buffer.from(signatureOf(grant, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : undefined;
}

/**
 * The rendering a link asks for: undefined without one, null when it is malformed or out of
 * bounds. Only the spelling signDownloadGrant writes is accepted ('1.250', '+2' or '02' are not
 * other spellings of a link).
 */
function transformOf(ratio: unknown, semitones: unknown): DownloadTransform | undefined | null {
  if (ratio === undefined && semitones === undefined) return undefined;
  if (typeof ratio !== 'string' || typeof semitones !== 'string') return null;
  if (!/^\d(\.\d{1,4})?$/.test(ratio) || !/^-?\d{1,2}$/.test(semitones)) return null;
  const transform = { tempoRatio: Number(ratio), semitones: Number(semitones) };
  if (ratioText(transform.tempoRatio) !== ratio || semitonesText(transform.semitones) !== semitones) return null;
  return isDownloadTransform(transform) ? transform : null;
}

/** Path of media's download endpoint for an audio file. */
export const downloadPath = (audioId: string): string => `/api/media/audio/${audioId}/download`;

/**
 * What a sound named `name` downloads as: `{name}.mp3` (or the original's extension) without
 * control characters or anything a file system refuses (slashes, colons, quotes…). The catalogue
 * puts it in the grant; media applies it again to whatever a link carries before it reaches a header.
 */
export function downloadFileName(name: string, extension = 'mp3'): string {
  const base = name
    .replace(new RegExp(`\\.${extension}$`, 'i'), '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .trim();
  return `${base || 'som'}.${extension}`;
}

/**
 * A signed link to download audio `audioId` as `{name}.mp3` (or, with `originalExtension`, the
 * file as uploaded as `{name}.{extension}`; with `transform`, the MP3 rendered so, under the
 * name given), working for `seconds`; with `countFor`, serving it counts that sound's download
 * for that user.
 */
export function signedDownloadLink(
  {
    audioId,
    name,
    countFor,
    originalExtension,
    transform,
  }: {
    audioId: string;
    name: string;
    countFor?: DownloadGrant['countFor'];
    originalExtension?: string;
    transform?: DownloadTransform;
  },
  secret: string | Buffer,
  seconds: number,
): { url: string; fileName: string } {
  const fileName = downloadFileName(name, originalExtension);
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const original = originalExtension ? { original: true as const } : {};
  const query = signDownloadGrant({ audioId, fileName, expires, countFor, ...original, transform }, secret);
  return { url: `${downloadPath(audioId)}?${query.toString()}`, fileName };
}
