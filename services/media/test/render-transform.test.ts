import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderTransform } from '../src/transforms/render-transform';

// A rendered download (issue #18 §1) of a loop mastered to full scale: moving its pitch and tempo
// reshapes its peaks, which must not come out clipped.
const run = promisify(execFile);
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sampleteca-render-'));
  // A square-wave bass at full scale, as hard-clipped 808s and synth basses are: moving its pitch
  // rebuilds its edges with overshoot (the Gibbs ripple), which without a limiter passes 0 dBFS.
  await run('sox', ['-n', '-r', '44100', '-c', '1', 'bass.wav', 'synth', '4', 'square', '110', 'gain', '-n', '0'], {
    cwd: workDir,
  });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The decoded samples of a mono file, as a player reads them. */
async function decoded(path: string): Promise<Float32Array> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-f', 'f32le', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
}

test.each([
  [0.8, 2],
  [1.25, 2],
  [1.25, 5],
])('tempo ×%d, %d semitones: no sample at or over full scale, the length exact', async (tempoRatio, semitones) => {
  const renderDir = await mkdtemp(join(workDir, 'render-'));
  const output = await renderTransform({
    ffmpegPath: 'ffmpeg',
    rubberbandPath: 'rubberband',
    inputPath: join(workDir, 'bass.wav'),
    workDir: renderDir,
    transform: { tempoRatio, semitones },
    timeoutMs: 60_000,
  });
  const samples = await decoded(output);
  const peak = samples.reduce((most, sample) => Math.max(most, Math.abs(sample)), 0);
  expect(peak).toBeLessThan(1);
  // The limiter's look-ahead is compensated: 4 s stretched by the ratio, within an MP3 frame.
  expect(Math.abs(samples.length / 44100 - 4 / tempoRatio)).toBeLessThan(0.03);
});
