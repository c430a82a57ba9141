import { MUSICAL_KEYS } from '../src/music';
import { compatibleKeys, keyRelation, keysFit } from '../src/key-relations';

test('C major fits C, Am, G, F, Em and Dm, closest first', () => {
  expect(compatibleKeys('C')).toEqual([
    { key: 'C', relation: 'same', distance: 0 },
    { key: 'Am', relation: 'relative', distance: 1 },
    { key: 'G', relation: 'fifth-up', distance: 2 },
    { key: 'F', relation: 'fifth-down', distance: 2 },
    { key: 'Em', relation: 'fifth-up-relative', distance: 3 },
    { key: 'Dm', relation: 'fifth-down-relative', distance: 3 },
  ]);
});

test('a minor key moves round the circle in minor: Am fits Am, C, Em, Dm, G and F', () => {
  expect(compatibleKeys('Am').map(({ key, relation }) => [key, relation])).toEqual([
    ['Am', 'same'],
    ['C', 'relative'],
    ['Em', 'fifth-up'],
    ['Dm', 'fifth-down'],
    ['G', 'fifth-up-relative'],
    ['F', 'fifth-down-relative'],
  ]);
});

test('the circle wraps round in sharps: F# goes up to C#, B down to E; A#m up to Fm', () => {
  expect(compatibleKeys('F#').map((compatible) => compatible.key)).toEqual(['F#', 'D#m', 'C#', 'B', 'A#m', 'G#m']);
  expect(compatibleKeys('B').map((compatible) => compatible.key)).toEqual(['B', 'G#m', 'F#', 'E', 'D#m', 'C#m']);
  expect(compatibleKeys('A#m').map((compatible) => compatible.key)).toEqual(['A#m', 'C#', 'Fm', 'D#m', 'G#', 'F#']);
});

test('every key has six distinct compatible keys, all of the 24, and fitting is symmetric', () => {
  for (const key of MUSICAL_KEYS) {
    const keys = compatibleKeys(key).map((compatible) => compatible.key);
    expect(new Set(keys).size).toBe(6);
    for (const other of keys) {
      expect(MUSICAL_KEYS).toContain(other);
      expect(keysFit(other, key)).toBe(true);
      // Closeness reads the same both ways (G is a fifth from C and C a fifth from G).
      expect(keyRelation(other, key)?.distance).toBe(keyRelation(key, other)?.distance);
    }
  }
});

test('clashing keys do not fit: the tritone, a semitone, the parallel mode, two steps round the circle', () => {
  expect(keyRelation('C', 'F#')).toBeUndefined();
  expect(keysFit('C', 'C#')).toBe(false);
  expect(keysFit('C', 'Cm')).toBe(false);
  expect(keysFit('C', 'D')).toBe(false);
  expect(keysFit('Am', 'D#m')).toBe(false);
});
