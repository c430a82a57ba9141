import { CROSSFADE_SECONDS, joinParts, PREROLL_SECONDS, splitRender } from '../src/components/Session/renderParts';

const RATE = 1000;

test('a short render stays one part; a long one is split among the cores, at most four', () => {
  expect(splitRender(5 * RATE, RATE, 8)).toEqual([{ from: 0, frames: 5 * RATE, leadIn: 0 }]);
  expect(splitRender(12 * RATE, RATE, 2)).toHaveLength(2);
  expect(splitRender(180 * RATE, RATE, 1)).toHaveLength(1);
  const parts = splitRender(180 * RATE, RATE, 2);
  expect(parts).toEqual([
    { from: 0, frames: 90 * RATE, leadIn: 0 },
    { from: 90 * RATE, frames: 90 * RATE, leadIn: PREROLL_SECONDS * RATE },
  ]);
  expect(splitRender(180 * RATE, RATE, 16)).toHaveLength(4);
  // Every frame belongs to exactly one part.
  const uneven = splitRender(100 * RATE + 7, RATE, 3);
  expect(uneven.reduce((sum, part) => sum + part.frames, 0)).toBe(100 * RATE + 7);
  uneven.slice(1).forEach((part, index) => expect(part.from).toBe(uneven[index].from + uneven[index].frames));
});

test('joined parts keep each part’s own frames and fade into the next over its lead-in', () => {
  const parts = splitRender(20 * RATE, RATE, 2);
  const [first, second] = parts;
  const constant = (value: number, length: number) => [new Float32Array(length).fill(value)];
  const joined = joinParts(
    parts,
    [constant(1, first.leadIn + first.frames), constant(-1, second.leadIn + second.frames)],
    20 * RATE,
    RATE,
  )[0];
  const fade = CROSSFADE_SECONDS * RATE;
  expect(joined[0]).toBe(1);
  expect(joined[second.from - fade - 1]).toBe(1);
  expect(joined[second.from]).toBe(-1);
  expect(joined[joined.length - 1]).toBe(-1);
  // Across the seam the output moves from the first part to the second without a jump.
  const seam = Array.from(joined.subarray(second.from - fade, second.from + 1));
  seam.slice(1).forEach((value, index) => expect(value).toBeLessThanOrEqual(seam[index] + 1e-6));
  expect(Math.max(...seam.slice(1).map((value, index) => Math.abs(value - seam[index])))).toBeLessThan(0.2);
});
