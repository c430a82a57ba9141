import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A download link the catalogue hands out after checking the user may download a sound, and
 * media honours without asking the catalogue again: an HMAC over the audio id, the file name
 * and the expiry, with a secret both services share (MEDIA_URL_SECRET). A link cannot be
 * bent to another file or name, and stops working when it expires.
 */
export type DownloadGrant = {
  audioId: string;
  /** What the browser saves the file as, e.g. "Beat de verão.mp3". */
  fileName: string;
  /** Unix seconds. */
  expires: number;
};

const signatureOf = (grant: DownloadGrant, secret: string | Buffer): string =>
  createHmac('sha256', secret).update(`${grant.audioId}\n${grant.fileName}\n${grant.expires}`).digest('base64url');

/** The link's query string: `name=&expires=&signature=`. */
export function signDownloadGrant(grant: DownloadGrant, secret: string | Buffer): URLSearchParams {
  return new URLSearchParams({
    name: grant.fileName,
    expires: String(grant.expires),
    signature: signatureOf(grant, secret),
  });
}

/** The grant a link carries when its signature matches and it has not expired; else undefined. */
export function verifyDownloadGrant(
  audioId: string,
  query: { name?: unknown; expires?: unknown; signature?: unknown },
  secret: string | Buffer,
  now = Date.now(),
): DownloadGrant | undefined {
  const { name, expires, signature } = query;
  if (typeof name !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return undefined;
  // Digits only, as signDownloadGrant writes them: "1e9" or " 12" are not other spellings of a link.
  if (!/^\d{1,12}$/.test(expires)) return undefined;
  const grant = { audioId, fileName: name, expires: Number(expires) };
  if (grant.expires * 1000 < now) return undefined;
  const expected = Buffer.from(signatureOf(grant, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : undefined;
}

/** Path of media's download endpoint for an audio file. */
export const downloadPath = (audioId: string): string => `/api/media/audio/${audioId}/download`;

/**
 * What a sound named `name` downloads as: `{name}.mp3` without control characters or anything a
 * file system refuses (slashes, colons, quotes…). The catalogue puts it in the grant; media
 * applies it again to whatever a link carries before it reaches a header.
 */
export function downloadFileName(name: string): string {
  const base = name
    .replace(/\.mp3$/i, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .trim();
  return `${base || 'som'}.mp3`;
}

/** A signed link to download a sound named `name` as `{name}.mp3`, working for `seconds`. */
export function signedDownloadLink(
  audioId: string,
  name: string,
  secret: string | Buffer,
  seconds: number,
): { url: string; fileName: string } {
  const fileName = downloadFileName(name);
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const query = signDownloadGrant({ audioId, fileName, expires }, secret);
  return { url: `${downloadPath(audioId)}?${query.toString()}`, fileName };
}
