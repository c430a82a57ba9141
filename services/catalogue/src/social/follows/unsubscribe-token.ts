import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe needs no sign-in: its link carries the user's id and this
 * keyed hash of it, which only the platform (MEDIA_URL_SECRET's key) can make.
 */
export function unsubscribeToken(secret: Buffer, userId: string): string {
  return createHmac('sha256', secret).update(`news-digest:${userId.toLowerCase()}`).digest('base64url');
}

export function isUnsubscribeToken(secret: Buffer, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
