import { signDownloadGrant, signedDownloadLink, verifyDownloadGrant, type DownloadGrant } from '@sampleteca/contracts';

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

test('MP3 and original links signed before renderings existed verify as before, and sign the same', () => {
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
  // An MP3 link cannot be bent into a rendering.
  const bent = { ...queryOf(SIGNED_BEFORE.mp3), ratio: '1.25', semitones: '2' };
  expect(verifyDownloadGrant(AUDIO, bent, SECRET, BEFORE_EXPIRY)).toBeUndefined();
});

test('a rendering link carries its tempo ratio and semitones, signed: bending either breaks it', () => {
  const transform = { tempoRatio: 1.2632, semitones: 2 };
  const link = signedDownloadLink(
    { audioId: AUDIO, name: 'Loop (120 BPM, Bm)', countFor: { soundId: SOUND, userId: USER }, transform },
    SECRET,
    300,
  );
  expect(link.fileName).toBe('Loop (120 BPM, Bm).mp3');
  const query = Object.fromEntries(new URL(link.url, 'http://x').searchParams);
  expect(query).toMatchObject({ ratio: '1.2632', semitones: '2', name: 'Loop (120 BPM, Bm).mp3' });
  expect(verifyDownloadGrant(AUDIO, query, SECRET)).toMatchObject({ transform, fileName: link.fileName });

  for (const bent of [
    { ratio: '1.2633' },
    { ratio: '1.26320' },
    { semitones: '3' },
    { semitones: '+2' },
    { semitones: '02' },
    { ratio: undefined },
    { semitones: undefined },
    { ratio: undefined, semitones: undefined },
    { format: 'original' },
  ]) {
    expect(verifyDownloadGrant(AUDIO, { ...query, ...bent }, SECRET)).toBeUndefined();
  }
  // Down a tone and slower: negative semitones and ratios under 1 sign and verify too.
  const down = signedDownloadLink(
    { audioId: AUDIO, name: 'Loop', transform: { tempoRatio: 0.8, semitones: -2 } },
    SECRET,
    60,
  );
  const downQuery = Object.fromEntries(new URL(down.url, 'http://x').searchParams);
  expect(downQuery).toMatchObject({ ratio: '0.8', semitones: '-2' });
  expect(verifyDownloadGrant(AUDIO, downQuery, SECRET)?.transform).toEqual({ tempoRatio: 0.8, semitones: -2 });
});

test('renderings are bounded: tempo ratio 0.5–2, semitones -6..+6, a change, never with the original', () => {
  const grant = (transform: DownloadGrant['transform'], original?: true): DownloadGrant => ({
    audioId: AUDIO,
    fileName: 'x.mp3',
    expires: Math.floor(Date.now() / 1000) + 60,
    transform,
    ...(original && { original }),
  });
  for (const transform of [
    { tempoRatio: 2.01, semitones: 0 },
    { tempoRatio: 0.49, semitones: 0 },
    { tempoRatio: 1, semitones: 7 },
    { tempoRatio: 1, semitones: -7 },
    { tempoRatio: 1, semitones: 1.5 },
    { tempoRatio: 1.23456, semitones: 0 },
    { tempoRatio: Number.NaN, semitones: 0 },
    { tempoRatio: 1, semitones: 0 },
  ]) {
    expect(() => signDownloadGrant(grant(transform), SECRET)).toThrow(RangeError);
  }
  expect(() => signDownloadGrant(grant({ tempoRatio: 1.5, semitones: 0 }, true), SECRET)).toThrow(RangeError);
  for (const [tempoRatio, semitones] of [
    [0.5, 6],
    [2, -6],
    [1, 1],
  ]) {
    const signed = Object.fromEntries(signDownloadGrant(grant({ tempoRatio, semitones }), SECRET));
    expect(verifyDownloadGrant(AUDIO, signed, SECRET)?.transform).toEqual({ tempoRatio, semitones });
  }
});
