import { CARD_PEAKS, cardLevels, levelsText } from './card-peaks';

const card = (peaks: number[]) => levelsText(cardLevels(peaks));

test('peaks are scaled to the loudest and kept in twentieths, a byte each, sent as a letter each', () => {
  // a = 0, f = 5, k = 10, u = 20 twentieths of the loudest.
  expect(card([0.123, 0.5, 0.005, 0.25])).toBe('fuak');
  expect(card([0.31, 0.62])).toBe('ku');
  expect([...cardLevels([0.31, 0.62])]).toEqual([10, 20]);
  // Silence stays flat (no division by zero).
  expect(card([0, 0, 0])).toBe('aaa');
});

test("media's 800 peaks become 200 bars, each the loudest of its slice", () => {
  const peaks = Array.from({ length: 800 }, (_, index) => (index % 4 === 3 ? 0.8 : 0.1) * (index < 400 ? 0.5 : 1));
  const levels = cardLevels(peaks);
  expect(levels).toHaveLength(CARD_PEAKS);
  expect(levelsText(levels)).toBe('k'.repeat(100) + 'u'.repeat(100));
});

test("a card's levels are written as letters once per levels buffer", () => {
  const levels = cardLevels([0.2, 0.4, 0.8]);
  const first = levelsText(levels);
  expect(levelsText(levels)).toBe(first);
  expect(levelsText(Buffer.from(levels))).toBe('fku');
});
