import { relativeKey, semitonesTo, transposedKey } from '../src/components/Session/transposition';
import { isLoop, tuningPlan } from '../src/components/Session/tuningPlan';

const loop = { type: 'Beats' as const, tempo: 95, key: 'Am' as const, audio: { durationSeconds: 10 } };

test('the portal moves keys as the server does (libs/contracts transposition cases)', () => {
  expect(relativeKey('C')).toBe('Am');
  expect(semitonesTo('Am', 'C')).toBe(0);
  expect(semitonesTo('Am', 'Bm')).toBe(2);
  expect(semitonesTo('Am', 'D')).toBe(2);
  expect(semitonesTo('C', 'G')).toBe(-5);
  expect(semitonesTo('C', 'F#')).toBe(6);
  expect(transposedKey('B', 1)).toBe('C');
});

test('a 95 BPM loop in Am under a 120 BPM / Bm session: stretched and moved up a tone', () => {
  const plan = tuningPlan(loop, { tempo: 120, key: 'Bm' });
  expect(plan).toEqual({ rate: 120 / 95, semitones: 2, label: '+2 st, 95→120 BPM' });
  // The relative major is the same key: only the tempo changes.
  expect(tuningPlan(loop, { tempo: 120, key: 'C' })?.label).toBe('95→120 BPM');
  expect(tuningPlan(loop, { tempo: null, key: 'Gm' })).toEqual({ rate: 1, semitones: -2, label: '−2 st' });
  expect(tuningPlan(loop, { tempo: 95, key: 'Am' })).toBeNull();
  expect(tuningPlan(loop, { tempo: null, key: null })).toBeNull();
});

test('half and double time count as the same groove; one-shots keep their tempo', () => {
  expect(tuningPlan({ ...loop, tempo: 70 }, { tempo: 140, key: null })).toBeNull();
  expect(tuningPlan({ ...loop, tempo: 72 }, { tempo: 140, key: null })?.label).toBe('72→70 BPM');
  const hit = { type: 'Samples' as const, tempo: 120, key: 'C' as const, audio: { durationSeconds: 0.6 } };
  expect(isLoop(hit)).toBe(false);
  expect(tuningPlan(hit, { tempo: 90, key: 'D' })).toEqual({ rate: 1, semitones: 2, label: '+2 st' });
  expect(isLoop({ ...hit, audio: { durationSeconds: 4 } })).toBe(true);
  expect(isLoop({ ...loop, tempo: null })).toBe(false);
});

test('a sound without key or tempo (#43) offers no transposition nor stretch for what it lacks', () => {
  // A drum loop without key is stretched, never moved; a kick without either plays as recorded.
  expect(tuningPlan({ ...loop, key: null }, { tempo: 120, key: 'Bm' })?.label).toBe('95→120 BPM');
  const kick = { type: 'Samples' as const, tempo: null, key: null, audio: { durationSeconds: 0.35 } };
  expect(tuningPlan(kick, { tempo: 120, key: 'Bm' })).toBeNull();
});
