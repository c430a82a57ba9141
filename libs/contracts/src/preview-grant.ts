import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey } from './signing-key';

/**
 * A link to an audio file's MP3 preview, handed out only by a service that has checked the
 * caller may hear it (the catalogue for the sounds it lists, media for an owner or an
 * administrator), and honoured by media without asking again: an HMAC over the audio id and
 * the expiry with the secret they share (MEDIA_URL_SECRET). Knowing an id is not enough to
 * listen to a private sound, and a link handed out stops working when it expires.
 */
export type PreviewLink = {
  /** `/api/media/audio/{id}/preview?expires=&signature=` */
  url: string;
  /** Unix seconds. */
  expires: number;
};

/** Path of media's preview endpoint (it redirects to the stored MP3 when the link is valid). */
export const previewPath = (audioId: string): string => `/api/media/audio/${audioId}/preview`;

// The first line keeps these signatures apart from download grants and storage links signed
// with the same secret.
const signatureOf = (audioId: string, expires: number, secret: string | Buffer): string =>
  createHmac('sha256', signingKey(secret)).update(`preview\n${audioId}\n${expires}`).digest('base64url');

/**
 * A preview link valid for `ttlSeconds` at most. Links are issued per window (a quarter of the
 * TTL), so a list asked twice in a while names the same URL and the browser's cache works; a
 * link handed out stays valid for at least three quarters of the TTL.
 */
export function signedPreviewLink(
  audioId: string,
  secret: string | Buffer,
  ttlSeconds: number,
  now = Date.now(),
): PreviewLink {
  const expires = previewLinkExpiry(ttlSeconds, now);
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(audioId, expires, secret) });
  return { url: `${previewPath(audioId)}?${query.toString()}`, expires };
}

/** When a link issued at `now` expires: the same for every link of its window. */
export function previewLinkExpiry(ttlSeconds: number, now = Date.now()): number {
  const step = Math.max(1, Math.floor(ttlSeconds / 4));
  return Math.floor(now / 1000 / step) * step + ttlSeconds;
}

/** True when the link's signature is this audio id's and it has not expired. */
export function verifyPreviewGrant(
  audioId: string,
  query: { expires?: unknown; signature?: unknown },
  secret: string | Buffer,
  now = Date.now(),
): boolean {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(audioId, Number(expires), secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
