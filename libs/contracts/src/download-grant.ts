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
  /**
   * The MP3 the portal tunes to the listener's key and tempo in the browser: served as the MP3,
   * reported as a tuned download (the producer's dashboard counts downloads by file).
   */
  tuned?: true;
};

const signatureOf = (grant: DownloadGrant, secret: string | Buffer): string =>
  createHmac('sha256', signingKey(secret))
    .update(
      [
        grant.audioId,
        grant.fileName,
        grant.expires,
        grant.countFor?.soundId ?? '',
        grant.countFor?.userId ?? '',
        // Appended only for an original, so an MP3 link signs as it always did.
        ...(grant.original ? ['original'] : []),
        ...(grant.tuned ? ['tuned'] : []),
      ].join('\n'),
    )
    .digest('base64url');

/**
 * The link's query string: `name=&expires=&signature=`, with `sound=&user=` for a download that
 * counts and `format=original` for the file as uploaded.
 */
export function signDownloadGrant(grant: DownloadGrant, secret: string | Buffer): URLSearchParams {
  return new URLSearchParams({
    ...(grant.countFor && { sound: grant.countFor.soundId, user: grant.countFor.userId }),
    ...(grant.original && { format: 'original' }),
    ...(grant.tuned && { format: 'tuned' }),
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
  },
  secret: string | Buffer,
  now = Date.now(),
): DownloadGrant | undefined {
  const { sound, user, name, expires, signature, format } = query;
  if (typeof name !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return undefined;
  if (format !== undefined && format !== 'original' && format !== 'tuned') return undefined;
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
    ...(format === 'tuned' && { tuned: true as const }),
  };
  if (grant.expires * 1000 < now) return undefined;
  const expected = Buffer.from(signatureOf(grant, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : undefined;
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
 * file as uploaded as `{name}.{extension}`), working for `seconds`; with `countFor`, serving it
 * counts that sound's download for that user.
 */
export function signedDownloadLink(
  {
    audioId,
    name,
    countFor,
    originalExtension,
    tuned,
  }: {
    audioId: string;
    name: string;
    countFor?: DownloadGrant['countFor'];
    originalExtension?: string;
    tuned?: boolean;
  },
  secret: string | Buffer,
  seconds: number,
): { url: string; fileName: string } {
  const fileName = downloadFileName(name, originalExtension);
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const file = originalExtension ? { original: true as const } : tuned ? { tuned: true as const } : {};
  const query = signDownloadGrant({ audioId, fileName, expires, countFor, ...file }, secret);
  return { url: `${downloadPath(audioId)}?${query.toString()}`, fileName };
}
