import { relativeKey, semitonesTo, transposedKey } from '../src/transposition';

test('a relative key is the same key: nothing moves', () => {
  expect(relativeKey('C')).toBe('Am');
  expect(relativeKey('F#m')).toBe('A');
  expect(semitonesTo('Am', 'C')).toBe(0);
  expect(semitonesTo('C', 'Am')).toBe(0);
  expect(semitonesTo('Am', 'Am')).toBe(0);
});

test('a sound keeps its mode and moves the shortest way to the target or its relative', () => {
  expect(semitonesTo('Am', 'Bm')).toBe(2);
  expect(semitonesTo('Am', 'D')).toBe(2); // in D major, an A minor loop plays as Bm, its relative
  expect(semitonesTo('C', 'G')).toBe(-5);
  expect(semitonesTo('C', 'F#')).toBe(6);
  expect(semitonesTo('Em', 'C')).toBe(5); // C's relative minor is Am: E → A is +5
  expect(transposedKey('Am', 2)).toBe('Bm');
  expect(transposedKey('C', -5)).toBe('G');
  expect(transposedKey('B', 1)).toBe('C');
});
