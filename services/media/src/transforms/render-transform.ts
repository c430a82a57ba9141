import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DownloadTransform } from '@sampleteca/contracts';

const run = promisify(execFile);

export type RenderOptions = {
  ffmpegPath: string;
  rubberbandPath: string;
  /** The source audio, any format ffmpeg reads. */
  inputPath: string;
  /** A private directory for the intermediate files (the caller removes it). */
  workDir: string;
  transform: DownloadTransform;
  /** For the whole rendering: each step gets what the previous ones left. */
  timeoutMs: number;
};

/** A rendering that failed or ran out of time: the machine's fault or the tools', never the listener's. */
export class RenderError extends Error {
  override name = 'RenderError';
}

const MP3_BITRATE = '128k';

/**
 * A moved pitch rebuilds sharp edges with overshoot: a bass already at full scale comes out over it
 * and would clip. The limiter touches only those peaks (ceiling -0.5 dBFS, headroom for the MP3
 * encoder's own), never raises the rest (`level` off), and compensates its look-ahead (`latency`)
 * so the loop still starts on its first sample.
 */
const PEAK_LIMITER = 'alimiter=limit=0.944:level=disabled:latency=1';

/**
 * Renders `inputPath` stretched and transposed as a 128 kbps MP3 and returns its path: ffmpeg
 * decodes to 32-bit float WAV (no clipping in between), Rubber Band's R3 engine (its finest:
 * transients and stereo image kept best) changes tempo and pitch offline, so the length is exact,
 * and ffmpeg limits its peaks and encodes with LAME at a rate MP3 has. One thread each:
 * concurrency is the caller's.
 */
export async function renderTransform(options: RenderOptions): Promise<string> {
  const { workDir, transform } = options;
  const deadline = Date.now() + options.timeoutMs;
  const decoded = join(workDir, 'decoded.wav');
  const stretched = join(workDir, 'stretched.wav');
  const output = join(workDir, 'rendered.mp3');
  await step(deadline, options.ffmpegPath, [
    ...FFMPEG_START,
    '-i',
    options.inputPath,
    '-map',
    '0:a:0',
    '-af',
    // MP3 holds one or two channels: more are mixed down now, before the stretch.
    'aformat=sample_fmts=flt:channel_layouts=stereo|mono',
    '-c:a',
    'pcm_f32le',
    '-f',
    'wav',
    decoded,
  ]);
  await step(deadline, options.rubberbandPath, [
    '--fine',
    '--quiet',
    '--tempo',
    String(transform.tempoRatio),
    '--pitch',
    String(transform.semitones),
    decoded,
    stretched,
  ]);
  await step(deadline, options.ffmpegPath, [
    ...FFMPEG_START,
    '-i',
    stretched,
    '-af',
    `aformat=sample_rates=44100|48000|32000,${PEAK_LIMITER}`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    MP3_BITRATE,
    '-map_metadata',
    '-1',
    '-f',
    'mp3',
    output,
  ]);
  return output;
}

const FFMPEG_START = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-threads', '1', '-y'];

async function step(deadline: number, binary: string, args: string[]): Promise<void> {
  const timeout = deadline - Date.now();
  const tool = binary.slice(binary.lastIndexOf('/') + 1);
  if (timeout <= 0) throw new RenderError(`tempo esgotado antes de ${tool}`);
  try {
    await run(binary, args, { timeout, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 });
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { killed?: boolean; stderr?: string };
    if (failed.killed) throw new RenderError(`${tool} excedeu o tempo e foi encerrado`);
    if (failed.code === 'ENOENT') throw new RenderError(`${tool} não encontrado (${binary})`);
    const detail = failed.stderr?.trim().split('\n').at(-1) ?? failed.message;
    throw new RenderError(`${tool} falhou: ${detail}`);
  }
}
