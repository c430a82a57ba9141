import { signDownloadGrant, verifyDownloadGrant, type DownloadGrant } from '@sampleteca/contracts';

const SECRET = 'segredo-de-teste-0123456789abcdef';
const AUDIO = '3f1c9a52-8d0e-4a8b-9a57-1f2b3c4d5e6f';
const SOUND = '9b2d7e41-1c3a-4f5e-8d6b-0a1b2c3d4e5f';
const USER = '5a0c2e13-7b4d-4c1e-9f2a-3b4c5d6e7f80';
const BEFORE_EXPIRY = 1_799_000_000_000;
const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

// Links as the code before renderings signed them (same secret, ids and expiry): a link handed
// out just before a deploy still downloads after it.
const SIGNED_BEFORE = {
  mp3: `sound=${SOUND}&user=${USER}&name=Batida+de+ver%C3%A3o.mp3&expires=1800000000&signature=Zc05dzQWPx4UxLyJmf_Xw3BCGnodEQtX3chslDnMZIc`,
  original: `sound=${SOUND}&user=${USER}&format=original&name=Batida+de+ver%C3%A3o.wav&expires=1800000000&signature=GYNcGAzcz-Ycjv8XTR-mnvxdoasXEISzxfcF6tRRG6w`,
  uncounted: 'name=Cart%C3%A3o.mp3&expires=1800000000&signature=-U2n32UEnOLb-kfCqwtolv_eSyp-OYo1pwmRY4L27Ic',
};

test('MP3 and original links verify and sign as they always did', () => {
  const countFor = { soundId: SOUND, userId: USER };
  expect(verifyDownloadGrant(AUDIO, queryOf(SIGNED_BEFORE.mp3), SECRET, BEFORE_EXPIRY)).toEqual({
    audioId: AUDIO,
    fileName: 'Batida de verão.mp3',
    expires: 1_800_000_000,
    countFor,
  });
  expect(verifyDownloadGrant(AUDIO, queryOf(SIGNED_BEFORE.original), SECRET, BEFORE_EXPIRY)).toEqual({
    audioId: AUDIO,
    fileName: 'Batida de verão.wav',
    expires: 1_800_000_000,
    countFor,
    original: true,
  });
  expect(verifyDownloadGrant(AUDIO, queryOf(SIGNED_BEFORE.uncounted), SECRET, BEFORE_EXPIRY)).toMatchObject({
    fileName: 'Cartão.mp3',
  });
  const mp3: DownloadGrant = { audioId: AUDIO, fileName: 'Batida de verão.mp3', expires: 1_800_000_000, countFor };
  expect(signDownloadGrant(mp3, SECRET).toString()).toBe(SIGNED_BEFORE.mp3);
});

test('a tuned link verifies as tuned; its format cannot be added to or taken from another link', () => {
  const countFor = { soundId: SOUND, userId: USER };
  const tuned: DownloadGrant = {
    audioId: AUDIO,
    fileName: 'Batida de verão.mp3',
    expires: 1_800_000_000,
    countFor,
    tuned: true,
  };
  const query = signDownloadGrant(tuned, SECRET).toString();
  expect(query).toContain('format=tuned');
  expect(verifyDownloadGrant(AUDIO, queryOf(query), SECRET, BEFORE_EXPIRY)).toEqual(tuned);
  // The same link without its format, and the MP3's link with one, are forgeries.
  expect(
    verifyDownloadGrant(AUDIO, queryOf(query.replace('format=tuned&', '')), SECRET, BEFORE_EXPIRY),
  ).toBeUndefined();
  expect(
    verifyDownloadGrant(AUDIO, queryOf(`${SIGNED_BEFORE.mp3}&format=tuned`), SECRET, BEFORE_EXPIRY),
  ).toBeUndefined();
});
