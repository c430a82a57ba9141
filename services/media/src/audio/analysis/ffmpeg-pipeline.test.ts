import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AudioDecodeError } from './audio-failures';
import { runFfmpegPipeline } from './ffmpeg-pipeline';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sampleteca-ffmpeg-'));
  execFileSync('sox', ['-n', '-r', '44100', '-c', '2', join(dir, 'long.wav'), 'synth', '120', 'sine', '220']);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

test("ffmpeg stopped by a worker's graceful shutdown is the machine's failure, not the file's", async () => {
  let stopped = false;
  const run = runFfmpegPipeline({
    ffmpegPath: 'ffmpeg',
    inputPath: join(dir, 'long.wav'),
    analysisRate: 22050,
    timeoutMs: 60_000,
    // At its first samples, SIGTERM reaches ffmpeg as it reaches the worker's process group.
    onSamples: () => {
      if (stopped) return;
      stopped = true;
      execFileSync('pkill', ['-TERM', '-P', String(process.pid), '-x', 'ffmpeg']);
    },
  });
  const error: unknown = await run.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(stopped).toBe(true);
  expect(error).toBeInstanceOf(Error);
  // An AudioDecodeError would tell the producer their file is corrupt, for good.
  expect(error).not.toBeInstanceOf(AudioDecodeError);
});
