import { encodeWav } from '../src/components/Session/wavEncoder';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));

test('a 16-bit PCM WAV at the given rate: RIFF header, interleaved channels, every sample kept', () => {
  const left = Float32Array.from([0, 0.5, -0.5, 1, -1]);
  const right = Float32Array.from([0.25, -0.25, 0, 0.999, -0.999]);
  const view = new DataView(encodeWav([left, right], 48_000));

  expect(view.byteLength).toBe(44 + 5 * 2 * 2);
  expect(text(view, 0, 4)).toBe('RIFF');
  expect(view.getUint32(4, true)).toBe(view.byteLength - 8);
  expect(text(view, 8, 8)).toBe('WAVEfmt ');
  expect(view.getUint16(20, true)).toBe(1); // PCM
  expect(view.getUint16(22, true)).toBe(2);
  expect(view.getUint32(24, true)).toBe(48_000);
  expect(view.getUint32(28, true)).toBe(48_000 * 4);
  expect(view.getUint16(32, true)).toBe(4);
  expect(view.getUint16(34, true)).toBe(16);
  expect(text(view, 36, 4)).toBe('data');
  expect(view.getUint32(40, true)).toBe(20);

  const samples = Array.from({ length: 10 }, (_, index) => view.getInt16(44 + index * 2, true) / 32768);
  const expected = [0, 0.25, 0.5, -0.25, -0.5, 0, 1, 0.999, -1, -0.999];
  samples.forEach((sample, index) => expect(Math.abs(sample - expected[index])).toBeLessThan(1 / 16_000));
});

test('a mono file stays mono; samples past full scale are clamped, never wrapped', () => {
  const view = new DataView(encodeWav([Float32Array.from([1.7, -3, Number.NaN])], 44_100));
  expect(view.getUint16(22, true)).toBe(1);
  expect(view.getUint32(24, true)).toBe(44_100);
  expect([0, 1, 2].map((index) => view.getInt16(44 + index * 2, true))).toEqual([32767, -32767, 0]);
});

test('channels of different lengths, or none, are refused', () => {
  expect(() => encodeWav([], 44_100)).toThrow(RangeError);
  expect(() => encodeWav([new Float32Array(3), new Float32Array(2)], 44_100)).toThrow(RangeError);
});
