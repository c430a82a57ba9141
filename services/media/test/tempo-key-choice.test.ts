import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeAudio } from '../src/audio/analysis/analyze-audio';
import { EssentiaAnalyzer } from '../src/audio/analysis/essentia-analyzer';
import { OnsetEnvelope } from '../src/audio/analysis/pulse-clarity';
import { chooseTempoOctave } from '../src/audio/analysis/tempo-octave';
import { soxAudio } from './support/sox-audio';

const RATE = 22050;

/** mulberry32: reproducible noise for the hats. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return (((value ^ (value >>> 14)) >>> 0) / 2 ** 32) * 2 - 1;
  };
}

/**
 * 12 s of drums at `bpm`: a low thump (kick) on beats 1 and 3, hats (30 ms of noise) at the
 * given positions in beats within each beat, `swing` delaying the off-beat sixteenth.
 */
function drums(bpm: number, hatsPerBeat: number[]): Float32Array {
  const samples = new Float32Array(RATE * 12);
  const random = noise(7);
  const beat = (60 / bpm) * RATE;
  for (let index = 0; index * beat < samples.length; index += 1) {
    const start = Math.round(index * beat);
    if (index % 2 === 0) {
      for (let n = 0; n < 2000 && start + n < samples.length; n += 1) {
        samples[start + n] += 0.6 * Math.sin((2 * Math.PI * 55 * n) / RATE) * (1 - n / 2000);
      }
    }
    for (const position of hatsPerBeat) {
      const at = Math.round(start + position * beat);
      for (let n = 0; n < 660 && at + n < samples.length; n += 1) samples[at + n] += 0.2 * random() * (1 - n / 660);
    }
  }
  return samples;
}

function highEnvelopeOf(samples: Float32Array): Float32Array {
  const envelope = new OnsetEnvelope();
  envelope.push(samples);
  return envelope.highEnvelope();
}

test('a tempo read at half speed is doubled when hats run straight eighths of the double', () => {
  // 150 BPM with hats on eighths: as an estimator reads it at 75, the hats are straight sixteenths.
  const choice = chooseTempoOctave(75, highEnvelopeOf(drums(150, [0, 0.5])), RATE);
  expect(choice).toMatchObject({ bpm: 150, doubled: true });
  expect(choice.octaveCertainty).toBeGreaterThan(0.5);
});

test('eighth-note and swung-sixteenth hats keep the estimate; a fast estimate is never doubled', () => {
  const eighths = chooseTempoOctave(80, highEnvelopeOf(drums(80, [0, 0.5])), RATE);
  expect(eighths).toMatchObject({ bpm: 80, doubled: false });
  expect(eighths.octaveCertainty).toBeGreaterThan(0.5);
  // Boom bap: sixteenths with the off ones played late (a 2:1 swing).
  const swung = chooseTempoOctave(85, highEnvelopeOf(drums(85, [0, 1 / 3, 0.5, 5 / 6])), RATE);
  expect(swung).toMatchObject({ bpm: 85, doubled: false });
  // 120 doubled would leave the 60–180 range the platform suggests.
  const fast = chooseTempoOctave(120, highEnvelopeOf(drums(120, [0, 0.25, 0.5, 0.75])), RATE);
  expect(fast).toEqual({ bpm: 120, doubled: false, octaveCertainty: 1 });
});

describe('the whole analysis on loops made with sox', () => {
  let dir: string;
  let audio: ReturnType<typeof soxAudio>;
  const analyzer = new EssentiaAnalyzer();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sampleteca-tempo-key-'));
    audio = soxAudio(dir);
    await audio.synth('kick.wav', 0.15, 'sine', '90:40', 'fade', '0', '0.15', '0.12');
    await audio.synth('snare.wav', 0.12, 'whitenoise', 'lowpass', '5000', 'fade', '0', '0.12', '0.1', 'gain', '-6');
    await audio.synth('hat.wav', 0.04, 'whitenoise', 'highpass', '7000', 'fade', '0', '0.04', '0.035', 'gain', '-14');
  });
  afterAll(async () => {
    await analyzer.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Four bars at `bpm`: kick on 1, 3 and the "and" of 3, snare on 2 and 4, hats on eighths; a chord a bar (triangle waves, bass an octave down). */
  async function loop(name: string, bpm: number, chords: number[][]): Promise<string> {
    const beat = 60 / bpm;
    const hits: [string, number][] = [];
    for (let bar = 0; bar < 4; bar += 1) {
      const at = (position: number) => (bar * 4 + position) * beat;
      for (let step = 0; step < 8; step += 1) hits.push(['hat.wav', at(step / 2)]);
      hits.push(
        ['kick.wav', at(0)],
        ['kick.wav', at(2)],
        ['kick.wav', at(2.5)],
        ['snare.wav', at(1)],
        ['snare.wav', at(3)],
      );
    }
    await audio.place(`${name}-drums.wav`, hits, 16 * beat);
    const notes: [string, number][] = [];
    for (const [bar, chord] of chords.entries()) {
      for (const midi of chord) {
        const file = `${name}-${bar}-${midi}.wav`;
        const hz = (440 * 2 ** ((midi - 69) / 12)).toFixed(2);
        await audio.synth(file, 4 * beat, 'triangle', hz, 'fade', '0.05', (4 * beat).toFixed(4), '0.3');
        notes.push([file, bar * 4 * beat]);
      }
    }
    await audio.place(`${name}-chords.wav`, notes, 16 * beat);
    await audio.sox(
      '-m',
      '-v',
      '0.6',
      `${name}-drums.wav`,
      '-v',
      '0.35',
      `${name}-chords.wav`,
      '-c',
      '2',
      `${name}.wav`,
    );
    return join(dir, `${name}.wav`);
  }
  const triad = (root: number, minor: boolean) => [root - 12, root, root + (minor ? 3 : 4), root + 7];

  test('a 150 BPM loop with eighth-note hats comes out at 150 (Percival alone read 75)', async () => {
    const path = await loop('fast', 150, [triad(52, true), triad(57, true), triad(59, false), triad(52, true)]);
    const found = await analyzeAudio(path, { previewPath: join(dir, 'fast.mp3'), analyzer });
    expect(Math.abs((found.bpm as number) - 150)).toBeLessThanOrEqual(2);
    expect(found.bpmRange).toBe('130-150');
    expect(found.key).toBe('Em');
  }, 60_000);

  test('A minor over i–VI–III–VII (Am F C G) is read as Am, not its relative C', async () => {
    const path = await loop('aeolian', 96, [triad(57, true), triad(53, false), triad(48, false), triad(55, false)]);
    const found = await analyzeAudio(path, { previewPath: join(dir, 'aeolian.mp3'), analyzer });
    expect(found.key).toBe('Am');
    expect(Math.abs((found.bpm as number) - 96)).toBeLessThanOrEqual(2);
  }, 60_000);
});
