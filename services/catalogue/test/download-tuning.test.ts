import { downloadTuning, tunedName } from '../src/sounds/download-tuning';

const loop = { type: 'Beats' as const, tempo: 95, key: 'Am' as const, duration_seconds: 5.05 };

test('a loop is stretched to the session tempo and moved to its key; the name says what changed', () => {
  const tuning = downloadTuning(loop, { tempo: 120, key: 'Bm' });
  expect(tuning).toEqual({ tempoRatio: 1.2632, semitones: 2, tempo: 120, key: 'Bm' });
  expect(tunedName('Loop / Noventa', tuning!)).toBe('Loop Noventa (120 BPM, Bm)');
  expect(tunedName('Lento', downloadTuning(loop, { tempo: 92.5 })!)).toBe('Lento (92,5 BPM)');
  // The relative key is the same key; the session's tempo octave nearest the loop's (half time) applies.
  expect(downloadTuning(loop, { tempo: 95, key: 'C' })).toBeNull();
  expect(downloadTuning(loop, { tempo: 190 })).toBeNull();
  expect(downloadTuning({ ...loop, tempo: 70 }, { tempo: 140 })).toBeNull();
  expect(downloadTuning({ ...loop, tempo: 70 }, { tempo: 150 })).toMatchObject({ tempoRatio: 1.0714, tempo: 75 });
  expect(downloadTuning(loop, {})).toBeNull();
  expect(downloadTuning(loop, { tempo: null, key: null })).toBeNull();
});

test('one-shots and sounds without a tempo keep theirs: only transposed', () => {
  const kick = { type: 'Samples' as const, tempo: 120, key: 'C' as const, duration_seconds: 0.4 };
  expect(downloadTuning(kick, { tempo: 90 })).toBeNull();
  expect(downloadTuning(kick, { tempo: 90, key: 'D' })).toEqual({ tempoRatio: 1, semitones: 2, tempo: null, key: 'D' });
  expect(downloadTuning({ ...loop, tempo: null }, { tempo: 120, key: 'Gm' })).toEqual({
    tempoRatio: 1,
    semitones: -2,
    tempo: null,
    key: 'Gm',
  });
  // A Sample of two beats or more is a loop.
  expect(downloadTuning({ ...kick, duration_seconds: 4 }, { tempo: 90 })).toMatchObject({
    tempoRatio: 0.75,
    tempo: 90,
  });
});

test('a long name is shortened so the suffix survives', () => {
  const name = tunedName('x'.repeat(300), downloadTuning(loop, { tempo: 120, key: 'Bm' })!);
  expect(name).toMatch(/^x{170} \(120 BPM, Bm\)$/);
});
