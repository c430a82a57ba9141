import { toMusicalKey } from './musical-key';

describe('toMusicalKey: essentia’s key names as the spec’s keys, flats as sharps', () => {
  it.each([
    ['A', 'minor', 'Am'],
    ['C', 'major', 'C'],
    ['Bb', 'major', 'A#'],
    ['Eb', 'minor', 'D#m'],
    ['Ab', 'major', 'G#'],
    ['Db', 'minor', 'C#m'],
    ['Gb', 'major', 'F#'],
    ['F#', 'minor', 'F#m'],
    ['Cb', 'major', 'B'],
    ['E#', 'minor', 'Fm'],
    ['B♭', 'major', 'A#'],
    [' c ', ' Minor ', 'Cm'],
    ['H', 'major', undefined],
    ['A', 'dorian', undefined],
    ['', 'major', undefined],
  ])('%j %j is %s', (tonic, scale, key) => {
    expect(toMusicalKey(tonic, scale)).toBe(key);
  });
});
