import { signDownloadGrant, signedPreviewLink, verifyPreviewGrant } from '@sampleteca/contracts';

const SECRET = 'segredo-de-teste-0123456789abcdef';
const AUDIO = '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f';
const OTHER = '9b2d7e41-1c3a-4f5e-8d6b-0a1b2c3d4e5f';
const grantOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

test('a preview link opens its own audio until it expires, and nothing else', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const link = signedPreviewLink(AUDIO, SECRET, 3600, now);
  expect(link.url).toMatch(
    new RegExp(`^/api/media/audio/${AUDIO}/preview\\?expires=${link.expires}&signature=[\\w-]{43}$`),
  );
  const grant = grantOf(link.url);
  expect(verifyPreviewGrant(AUDIO, grant, SECRET, now)).toBe(true);
  expect(verifyPreviewGrant(OTHER, grant, SECRET, now)).toBe(false);
  expect(verifyPreviewGrant(AUDIO, grant, 'outro-segredo-0123456789abcdef', now)).toBe(false);
  expect(verifyPreviewGrant(AUDIO, { ...grant, expires: String(link.expires + 1) }, SECRET, now)).toBe(false);
  expect(verifyPreviewGrant(AUDIO, grant, SECRET, link.expires * 1000)).toBe(false);
  expect(verifyPreviewGrant(AUDIO, {}, SECRET, now)).toBe(false);
});

test('links are issued per quarter of the TTL: the same URL for a while, valid at least three quarters of it', () => {
  const start = Date.UTC(2026, 10, 23, 12, 0, 0);
  const first = signedPreviewLink(AUDIO, SECRET, 3600, start + 1000);
  expect(signedPreviewLink(AUDIO, SECRET, 3600, start + 899_000).url).toBe(first.url);
  for (const at of [start, start + 450_000, start + 899_999]) {
    const left = signedPreviewLink(AUDIO, SECRET, 3600, at).expires - at / 1000;
    expect(left).toBeGreaterThan(2700);
    expect(left).toBeLessThanOrEqual(3600);
  }
});

test("a download grant's signature is no preview grant", () => {
  const expires = Math.floor(Date.now() / 1000) + 300;
  const download = signDownloadGrant({ audioId: AUDIO, fileName: 'x.mp3', expires }, SECRET);
  expect(verifyPreviewGrant(AUDIO, Object.fromEntries(download), SECRET)).toBe(false);
});
