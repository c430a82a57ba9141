import { applyPeakCeiling, PEAK_CEILING_DB } from '../src/components/Session/peakCeiling';
import { encodeWav } from '../src/components/Session/wavEncoder';

const dbfs = (level: number) => 20 * Math.log10(level);
const peakOf = (channels: Float32Array[]) => Math.max(...channels.flatMap((channel) => Array.from(channel, Math.abs)));

test('a render that clips is scaled down to -0.5 dBFS, both channels by the same gain (the balance kept)', () => {
  const left = Float32Array.from([0.2, -1.3, 0.65]);
  const right = Float32Array.from([0.1, 0.5, -0.4]);
  const gain = applyPeakCeiling([left, right]);

  expect(PEAK_CEILING_DB).toBe(-0.5);
  expect(dbfs(peakOf([left, right]))).toBeCloseTo(-0.5, 6);
  expect(gain).toBeCloseTo(10 ** (-0.5 / 20) / 1.3, 6);
  expect(left[0] / right[0]).toBeCloseTo(2, 6);
  expect(right[1]).toBeCloseTo(0.5 * gain, 6);
});

test('a render under the ceiling is left as it is: never made louder', () => {
  const quiet = Float32Array.from([0.1, -0.3, 0.5]);
  expect(applyPeakCeiling([quiet])).toBe(1);
  expect(Array.from(quiet)).toEqual(Array.from(Float32Array.from([0.1, -0.3, 0.5])));
});

test('once encoded as 16-bit, the loudest sample still sits at or under the ceiling', () => {
  const channel = Float32Array.from({ length: 1000 }, (_, index) => 1.8 * Math.sin(index / 7));
  applyPeakCeiling([channel]);
  const view = new DataView(encodeWav([channel], 44_100));
  let peak = 0;
  for (let index = 0; index < 1000; index++)
    peak = Math.max(peak, Math.abs(view.getInt16(44 + index * 2, true) / 32768));
  expect(dbfs(peak)).toBeLessThanOrEqual(-0.5);
  expect(dbfs(peak)).toBeGreaterThan(-0.51);
});
