import { verifyPreviewGrant } from '@sampleteca/contracts';
import { PreviewLinks } from './preview-links';

const secret = Buffer.alloc(32, 9);
const audioId = '00000000-0000-4000-8000-0000000000a1';
const grantOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

test('a preview link is signed once per window and plays until it expires', () => {
  const links = new PreviewLinks(secret, 600);
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);
  const first = links.url(audioId, now);
  // Same audio, same window (a quarter of the TTL): the same link, so browsers cache the preview.
  expect(links.url(audioId, now + 60_000)).toBe(first);
  expect(verifyPreviewGrant(audioId, grantOf(first), secret, now + 599_000)).toBe(true);
  expect(verifyPreviewGrant(audioId, grantOf(first), secret, now + 600_000)).toBe(false);
  // Another audio never gets this one's link, and the next window gets a fresh one.
  expect(verifyPreviewGrant('00000000-0000-4000-8000-0000000000a2', grantOf(first), secret, now)).toBe(false);
  const later = links.url(audioId, now + 150_000);
  expect(later).not.toBe(first);
  expect(verifyPreviewGrant(audioId, grantOf(later), secret, now + 700_000)).toBe(true);
});
