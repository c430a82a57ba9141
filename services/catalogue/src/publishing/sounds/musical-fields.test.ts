import {
  correctedMusicalFields,
  musicalFieldsDiffer,
  type MusicalCorrection,
  type MusicalFields,
} from './musical-fields';

const loop: MusicalFields = { key: 'Am', bpm: '85-100', tempo: 92 };
const oneShot: MusicalFields = { key: null, bpm: null, tempo: null };

describe('correctedMusicalFields', () => {
  it.each<[string, MusicalFields, MusicalCorrection, MusicalFields]>([
    ['leaves what the correction leaves out', loop, {}, loop],
    ['changes the key alone', loop, { key: 'C' }, { ...loop, key: 'C' }],
    ['clears the key', loop, { key: null }, { ...loop, key: null }],
    ['an exact tempo brings its range', oneShot, { tempo: 140 }, { key: null, bpm: '130-150', tempo: 140 }],
    ['an exact tempo is rounded to a tenth', loop, { tempo: 95.04 }, { ...loop, tempo: 95 }],
    ['a tempo between ranges takes the nearest', loop, { tempo: 82 }, { ...loop, bpm: '60-80', tempo: 82 }],
    [
      'a tempo with its own range sent beside it',
      loop,
      { tempo: 120, bpm: '110-130' },
      { ...loop, bpm: '110-130', tempo: 120 },
    ],
    [
      'a range that still holds the tempo keeps it',
      { ...loop, tempo: 100 },
      { bpm: '85-100' },
      { ...loop, tempo: 100 },
    ],
    ['a new range drops a tempo outside it', loop, { bpm: '130-150' }, { ...loop, bpm: '130-150', tempo: null }],
    ['tempo null keeps the range, without an exact tempo', loop, { tempo: null }, { ...loop, tempo: null }],
    ['bpm null makes a one-shot', loop, { bpm: null }, { key: 'Am', bpm: null, tempo: null }],
  ])('%s', (_case, current, change, expected) => {
    expect(correctedMusicalFields(current, change)).toEqual(expected);
  });

  it('refuses a tempo outside the range sent beside it', () => {
    expect(() => correctedMusicalFields(loop, { tempo: 140, bpm: '85-100' })).toThrow(
      expect.objectContaining({
        code: 'TEMPO_OUTSIDE_RANGE',
        message: 'O andamento não está na faixa de BPM escolhida.',
      }),
    );
  });
});

describe('musicalFieldsDiffer', () => {
  it.each<[Partial<MusicalFields>, boolean]>([
    [{}, false],
    [{ key: 'C' }, true],
    [{ bpm: '60-80' }, true],
    [{ tempo: 93 }, true],
  ])('%o differs: %s', (change, differs) => {
    expect(musicalFieldsDiffer(loop, { ...loop, ...change })).toBe(differs);
  });
});
