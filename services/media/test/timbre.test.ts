import { DRUM_FAMILIES, type TimbreDescriptor } from '@sampleteca/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeAudio } from '../src/audio/analysis/analyze-audio';
import { AudioDecodeError } from '../src/audio/analysis/audio-failures';
import { describeAudio, type AudioDescription } from '../src/audio/analysis/describe-audio';
import { EssentiaAnalyzer } from '../src/audio/analysis/essentia-analyzer';
import {
  TIMBRE_DIMENSIONS,
  TIMBRE_FEATURES,
  TIMBRE_MEASURE,
  TIMBRE_VERSION,
  timbreDescriptor,
  timbreDistance,
} from '../src/audio/analysis/timbre';
import { soxAudio } from './support/sox-audio';

let dir: string;
const analyzer = new EssentiaAnalyzer();
/** Every sound described once, shared by the tests. */
const described = new Map<string, AudioDescription>();
const timbreOf = (name: string): TimbreDescriptor => {
  const timbre = described.get(name)?.timbre;
  if (!timbre) throw new Error(`${name} sem descritor`);
  return timbre;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sampleteca-timbre-'));
  const { sox, synth } = soxAudio(dir);
  const decay = (seconds: number) => ['fade', 'l', '0', String(seconds), String(seconds * 0.95)];
  await Promise.all([
    // Two kicks: a different drop, length and drive.
    synth('kick-a.wav', 0.3, 'sine', '150:45', ...decay(0.3)),
    synth('kick-b.wav', 0.55, 'sine', '110:38', 'overdrive', '5', ...decay(0.55)),
    // A pad: a detuned sawtooth fifth, low-passed, a slow swell.
    sox(
      ...['-n', '-r', '44100', '-c', '4', '-b', '16', 'pad.wav', 'synth', '3'],
      ...['sawtooth', '218', 'sawtooth', '222', 'sawtooth', '327', 'sawtooth', '333', 'remix', '-'],
      ...['lowpass', '1500', 'fade', 'q', '0.8', '3', '1'],
    ),
    // A closed and an open hat.
    synth('hat-a.wav', 0.08, 'whitenoise', 'highpass', '8000', ...decay(0.08)),
    synth('hat-b.wav', 0.35, 'whitenoise', 'highpass', '6500', ...decay(0.35)),
    // A bass note.
    synth('bass.wav', 1, 'square', '55', 'lowpass', '400', 'fade', '0.005', '1', '0.1'),
    synth('silence.wav', 1, 'sine', '440', 'vol', '0'),
    synth('blip.wav', 0.03, 'sine', '1000'),
    writeFile(join(dir, 'notes.wav'), 'isto não é áudio\n'.repeat(200)),
  ]);
  await sox('kick-a.wav', 'kick-a-quieter.wav', 'gain', '-12');
  // A beat: the kick every half second (120 BPM) for 8 s.
  await sox('kick-a.wav', 'beat.wav', 'pad', '0', '0.2', 'repeat', '15');
  const names = ['kick-a', 'kick-b', 'pad', 'hat-a', 'hat-b', 'bass', 'silence', 'blip', 'kick-a-quieter', 'beat'];
  for (const name of names) {
    described.set(name, await describeAudio(join(dir, `${name}.wav`), { analyzer }));
  }
});

afterAll(async () => {
  await analyzer.close();
  await rm(dir, { recursive: true, force: true });
});

test('the measure gives every raw feature, projected to at most 32 dimensions', () => {
  expect(new Set(TIMBRE_FEATURES).size).toBe(TIMBRE_FEATURES.length);
  expect(TIMBRE_MEASURE.framewise.length).toBeLessThan(TIMBRE_FEATURES.length);
  expect(TIMBRE_DIMENSIONS).toBeLessThanOrEqual(32);
  expect(timbreDescriptor(null)).toBeNull();
  expect(() => timbreDescriptor([1, 2, 3])).toThrow();
});

test('a sound is described with TIMBRE_DIMENSIONS values of 4 decimals, the same twice', async () => {
  const kick = timbreOf('kick-a');
  expect(kick.version).toBe(TIMBRE_VERSION);
  expect(kick.values).toHaveLength(TIMBRE_DIMENSIONS);
  expect(kick.values.every((value) => Number.isFinite(value) && Number(value.toFixed(4)) === value)).toBe(true);
  const again = await describeAudio(join(dir, 'kick-a.wav'), { analyzer });
  expect(again.timbre).toEqual(kick);
  expect(described.get('kick-a')).toMatchObject({ durationSeconds: 0.3, bpm: null, bpmConfidence: null });
});

test('a kick is nearer another kick than a pad, a hat nearer a hat than a bass note', () => {
  const distance = (a: string, b: string) => timbreDistance(timbreOf(a), timbreOf(b));
  expect(distance('kick-a', 'kick-b')).toBeLessThan(distance('kick-a', 'pad'));
  expect(distance('kick-b', 'kick-a')).toBeLessThan(distance('kick-b', 'pad'));
  expect(distance('hat-a', 'hat-b')).toBeLessThan(distance('hat-a', 'bass'));
  expect(distance('hat-b', 'hat-a')).toBeLessThan(distance('hat-b', 'bass'));
  // A gain change alone barely moves a sound.
  expect(distance('kick-a', 'kick-a-quieter')).toBeLessThan(0.1 * distance('kick-a', 'kick-b'));
});

test('what it reads: a kick and a hat as drums, a pad and a bass note as tonal, a beat as a loop', () => {
  const reading = (name: string) => described.get(name)?.reading;
  for (const drum of ['kick-a', 'kick-b', 'hat-a', 'hat-b']) {
    expect(DRUM_FAMILIES).toContain(reading(drum)?.family);
    expect(reading(drum)?.shape).toBe('one-shot');
  }
  expect(['kick', 'tom']).toContain(reading('kick-a')?.family);
  expect(['hi-hat', 'cymbal']).toContain(reading('hat-a')?.family);
  for (const tonal of ['pad', 'bass']) {
    expect(DRUM_FAMILIES).not.toContain(reading(tonal)?.family);
    expect(reading(tonal)?.shape).toBe('one-shot');
  }
  expect(reading('beat')?.shape).toBe('loop');
  for (const name of ['kick-a', 'pad', 'beat']) {
    expect(reading(name)?.familyConfidence).toBeGreaterThan(0);
    expect(reading(name)?.familyConfidence).toBeLessThanOrEqual(1);
  }
});

test('silence and a sound under 50 ms are not described nor read', () => {
  expect(described.get('silence')).toMatchObject({ durationSeconds: 1, timbre: null, reading: null, key: null });
  expect(described.get('blip')).toMatchObject({ timbre: null, reading: null });
});

test('analyzeAudio finds the timbre describeAudio does', async () => {
  const analysis = await analyzeAudio(join(dir, 'hat-b.wav'), { previewPath: join(dir, 'hat-b.mp3'), analyzer });
  expect(analysis.timbre).toEqual(timbreOf('hat-b'));
});

test('describeAudio reads only the opening it is asked for, and tells the whole length', async () => {
  const opening = await describeAudio(join(dir, 'pad.wav'), { analyzer, maxSeconds: 1 });
  expect(opening.durationSeconds).toBe(3);
  expect(opening.timbre?.values).toHaveLength(TIMBRE_DIMENSIONS);
  expect(opening.timbre).not.toEqual(timbreOf('pad'));
});

test('describeAudio refuses a file that is not audio', async () => {
  await expect(describeAudio(join(dir, 'notes.wav'), { analyzer })).rejects.toBeInstanceOf(AudioDecodeError);
});
