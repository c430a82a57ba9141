import { previewGain, PREVIEW_LOUDNESS_LUFS } from '../src/components/Session/previewLoudness';

const db = (gain: number) => Math.round(20 * Math.log10(gain) * 10) / 10;

test('previews are brought to one loudness: loud ones down, quiet ones up a little, unknown ones left alone', () => {
  expect(PREVIEW_LOUDNESS_LUFS).toBe(-16);
  expect(db(previewGain(-8))).toBe(-8); // a loud master at -8 LUFS is turned down 8 dB
  expect(db(previewGain(-16))).toBe(0);
  expect(db(previewGain(-19))).toBe(3);
  expect(db(previewGain(-40))).toBe(6); // a near-silent file is raised at most 6 dB
  expect(db(previewGain(10))).toBe(-24); // and nothing is cut more than 24 dB
  expect(previewGain(null)).toBe(1);
  expect(previewGain(undefined)).toBe(1);
});
