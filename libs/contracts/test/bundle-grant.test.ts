import {
  BUNDLE_MAX_ENTRIES,
  signBundleManifest,
  verifyBundleManifest,
  type BundleManifest,
} from '@sampleteca/contracts';

const SECRET = 'segredo-de-teste-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const manifest: BundleManifest = {
  userId: '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f',
  expires: NOW / 1000 + 300,
  fileName: 'Kit Verão.zip',
  licence: 'SAMPLETECA — LICENÇA\r\n'.repeat(50),
  entries: [
    { audioId: '9b2d7e41-1c3a-4f5e-8d6b-0a1b2c3d4e5f', soundId: 'a1', fileName: 'Caixa.wav', original: true },
    { audioId: '0a1b2c3d-1c3a-4f5e-8d6b-9b2d7e414e5f', soundId: 'a2', fileName: 'Grave.mp3' },
  ],
};
const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

test('a signed manifest reads back whole until it expires, as form-safe text, smaller than its JSON', () => {
  const signed = signBundleManifest(manifest, SECRET);
  expect(signed.manifest).toMatch(/^[\w-]+$/);
  expect(signed.manifest.length).toBeLessThan(JSON.stringify(manifest).length / 2);
  expect(verifyBundleManifest(signed, SECRET, NOW)).toEqual(manifest);
  expect(verifyBundleManifest(signed, SECRET, manifest.expires * 1000 + 1)).toBeUndefined();
});

test('another secret, a changed manifest or signature, or missing fields open nothing', () => {
  const signed = signBundleManifest(manifest, SECRET);
  expect(verifyBundleManifest(signed, 'outro-segredo-0123456789abcdef', NOW)).toBeUndefined();
  expect(verifyBundleManifest({ ...signed, signature: flip(signed.signature, 5) }, SECRET, NOW)).toBeUndefined();
  expect(verifyBundleManifest({ ...signed, manifest: flip(signed.manifest, 5) }, SECRET, NOW)).toBeUndefined();
  expect(verifyBundleManifest({ manifest: signed.manifest }, SECRET, NOW)).toBeUndefined();
  expect(verifyBundleManifest({}, SECRET, NOW)).toBeUndefined();
});

test('even signed, a manifest with a path for a name or too many entries is refused', () => {
  const escaping = { ...manifest, entries: [{ ...manifest.entries[0], fileName: '../../etc/passwd' }] };
  expect(verifyBundleManifest(signBundleManifest(escaping, SECRET), SECRET, NOW)).toBeUndefined();
  const entries = Array.from({ length: BUNDLE_MAX_ENTRIES + 1 }, (_, index) => ({
    ...manifest.entries[1],
    fileName: `Som ${index}.mp3`,
  }));
  expect(verifyBundleManifest(signBundleManifest({ ...manifest, entries }, SECRET), SECRET, NOW)).toBeUndefined();
});
