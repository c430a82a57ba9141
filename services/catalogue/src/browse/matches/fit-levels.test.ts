import { fitLevels, type FitBranch } from './fit-levels';

/**
 * The fit level (0 best) at which a sound in `key` (null: none) at `tempo` (or without one, in
 * `bpm`; null: a one-shot) is listed; undefined: not at all.
 */
function levelOf(
  levels: FitBranch[][],
  key: string | null,
  tempo: number | null,
  bpm: string | null = '',
): number | undefined {
  const fitsTempo = (branch: FitBranch) =>
    'anyTempo' in branch
      ? true
      : 'withoutBpm' in branch
        ? bpm === null
        : 'rangesWithoutTempo' in branch
          ? tempo === null && branch.rangesWithoutTempo.includes(bpm as never)
          : tempo !== null && tempo >= branch.tempoFrom && tempo < branch.tempoTo;
  const index = levels.findIndex((branches) =>
    branches.some((branch) => (branch.key === undefined || branch.key === key) && fitsTempo(branch)),
  );
  return index < 0 ? undefined : index;
}

const at100 = fitLevels({ key: 'C', bpm: '85-100', tempo: 100 });

test('tempo: within 2 % is as good as the same, within 6 % next, to the tenth tempos are written in', () => {
  expect(levelOf(at100, 'C', 100)).toBe(0);
  expect(levelOf(at100, 'C', 98)).toBe(0);
  expect(levelOf(at100, 'C', 102)).toBe(0);
  expect(levelOf(at100, 'C', 102.1)).toBe(1);
  expect(levelOf(at100, 'C', 94)).toBe(1);
  expect(levelOf(at100, 'C', 106)).toBe(1);
  expect(levelOf(at100, 'C', 93.9)).toBeUndefined();
  expect(levelOf(at100, 'C', 106.1)).toBeUndefined();
  expect(levelOf(at100, 'C', 110)).toBeUndefined();
});

test('half and double time fit, after the same octave', () => {
  expect(levelOf(at100, 'C', 50)).toBe(2);
  expect(levelOf(at100, 'C', 200)).toBe(2);
  expect(levelOf(at100, 'C', 52.5)).toBe(3);
  expect(levelOf(at100, 'C', 188)).toBe(3);
  expect(levelOf(at100, 'C', 187.9)).toBeUndefined();
  expect(levelOf(at100, 'C', 75)).toBeUndefined();
});

test('key distance adds to the tempo class: relative 1, a fifth 2, its relative 3; clashing keys never', () => {
  expect(levelOf(at100, 'Am', 100)).toBe(1);
  expect(levelOf(at100, 'G', 100)).toBe(2);
  expect(levelOf(at100, 'Dm', 100)).toBe(3);
  expect(levelOf(at100, 'Dm', 200)).toBe(5);
  expect(levelOf(at100, 'Dm', 105)).toBe(4);
  expect(levelOf(at100, 'F#', 100)).toBeUndefined();
  expect(levelOf(at100, 'Cm', 100)).toBeUndefined();
});

test('sounds without a tempo fit by a range overlapping the band, as a near tempo', () => {
  expect(levelOf(at100, 'C', null, '85-100')).toBe(1);
  expect(levelOf(at100, 'C', null, '110-130')).toBeUndefined();
  // Double time of 100 is 188–212: no range reaches it; of 90 it is 169–191, in 160-180.
  expect(levelOf(at100, 'C', null, '160-180')).toBeUndefined();
  expect(levelOf(fitLevels({ key: 'C', bpm: '85-100', tempo: 90 }), 'C', null, '160-180')).toBe(3);
});

test('a reference without tempo: its range, then its range halved and doubled', () => {
  const ranged = fitLevels({ key: 'Am', bpm: '60-80', tempo: null });
  expect(levelOf(ranged, 'Am', 60)).toBe(1);
  expect(levelOf(ranged, 'Am', 80)).toBe(1);
  expect(levelOf(ranged, 'Am', 85)).toBeUndefined();
  expect(levelOf(ranged, 'Am', 140)).toBe(3);
  expect(levelOf(ranged, 'Am', null, '60-80')).toBe(1);
  expect(levelOf(ranged, 'Am', null, '130-150')).toBe(3);
  expect(levelOf(ranged, 'Am', null, '85-100')).toBeUndefined();
  expect(levelOf(ranged, 'C', null, '60-80')).toBe(2);
});

test('without key (drums, noises) or without BPM (one-shots): the part nobody knows fits anything', () => {
  // A reference without key matches on tempo only; a one-shot reference any tempo.
  const keyless = fitLevels({ key: null, bpm: '85-100', tempo: 100 });
  expect(levelOf(keyless, 'F#', 100)).toBe(0);
  expect(levelOf(keyless, null, 100)).toBe(0);
  expect(levelOf(keyless, 'F#', 110)).toBeUndefined();
  const kick = fitLevels({ key: null, bpm: null, tempo: null });
  expect(levelOf(kick, 'F#', 150)).toBe(0);
  expect(levelOf(kick, null, null, null)).toBe(0);
  // Under a keyed loop, a sound without key fits as a relative key, a one-shot as a near tempo.
  expect(levelOf(at100, null, 100)).toBe(1);
  expect(levelOf(at100, 'C', null, null)).toBe(1);
  expect(levelOf(at100, null, null, null)).toBe(2);
  expect(levelOf(at100, 'F#', null, null)).toBeUndefined();
});
