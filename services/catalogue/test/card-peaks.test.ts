import { CARD_PEAKS, cardLevels, peaksOfLevels } from '../src/audio/card-peaks';

const card = (peaks: number[]) => peaksOfLevels(cardLevels(peaks));

test('peaks are scaled to the loudest and kept in twentieths, a byte each', () => {
  expect(card([0.123, 0.5, 0.005, 0.25])).toEqual([0.25, 1, 0, 0.5]);
  expect(card([0.31, 0.62])).toEqual([0.5, 1]);
  expect([...cardLevels([0.31, 0.62])]).toEqual([10, 20]);
  // Silence stays flat (no division by zero).
  expect(card([0, 0, 0])).toEqual([0, 0, 0]);
});

test("media's 800 peaks become 200 bars, each the loudest of its slice", () => {
  const peaks = Array.from({ length: 800 }, (_, index) => (index % 4 === 3 ? 0.8 : 0.1) * (index < 400 ? 0.5 : 1));
  const levels = cardLevels(peaks);
  expect(levels).toHaveLength(CARD_PEAKS);
  expect(peaksOfLevels(levels.subarray(0, 100))).toEqual(Array(100).fill(0.5));
  expect(peaksOfLevels(levels.subarray(100))).toEqual(Array(100).fill(1));
});

test("a card's levels are turned into peaks once per levels buffer", () => {
  const levels = cardLevels([0.2, 0.4, 0.8]);
  const first = peaksOfLevels(levels);
  expect(peaksOfLevels(levels)).toBe(first);
  expect(peaksOfLevels(Buffer.from(levels))).toEqual([0.25, 0.5, 1]);
});
