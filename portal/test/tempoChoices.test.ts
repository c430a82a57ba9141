import { parseTempo, rangeOfTempo, tempoOctaves } from '../src/components/SoundWizard/tempoChoices';

const ranges = ['60-80', '85-100', '110-130', '130-150', '160-180'].map((value) => ({
  value: value as '60-80',
  label: '',
}));

test("a doubtful measure offers its half and double that music is made at: '92 ou 184?'", () => {
  expect(tempoOctaves(92)).toEqual([92, 184]);
  expect(tempoOctaves(140)).toEqual([70, 140]);
  expect(tempoOctaves(120)).toEqual([60, 120]);
  expect(tempoOctaves(33)).toEqual([33, 66]);
});

test('a tempo selects its range, the nearest when between two (ties to the lower, as the catalogue)', () => {
  expect(rangeOfTempo(92, ranges)).toBe('85-100');
  expect(rangeOfTempo(184, ranges)).toBe('160-180');
  expect(rangeOfTempo(130, ranges)).toBe('110-130');
  expect(rangeOfTempo(105, ranges)).toBe('85-100');
  expect(rangeOfTempo(83, ranges)).toBe('85-100');
});

test('a tempo is read with a comma or a point; anything else is not a number', () => {
  expect(parseTempo(' 92,5 ')).toBe(92.5);
  expect(parseTempo('')).toBeNull();
  expect(parseTempo('noventa')).toBeNaN();
});
