import { spawn } from 'node:child_process';
import type { AudioLoudness } from '@sampleteca/contracts';
import { AudioDecodeError, AudioFailureCode } from './audio-failures';

export type FfmpegPipelineOptions = {
  ffmpegPath: string;
  inputPath: string;
  /** Where the 128 kbps MP3 preview is written; none is made without it. */
  previewPath?: string;
  /** EBU R128 loudness (default true); without it the result's loudness is all null. */
  measureLoudness?: boolean;
  /** Only this many seconds of the input are read (ffmpeg's -t): describing needs only the opening. */
  inputMaxSeconds?: number;
  /** Rate of the mono float samples handed to `onSamples`. */
  analysisRate: number;
  /** Called with each run of decoded mono samples, in order (the array is not reused). */
  onSamples: (samples: Float32Array) => void;
  timeoutMs: number;
};

export type FfmpegPipelineResult = {
  loudness: AudioLoudness;
  /** The first audio stream of the input as ffmpeg described it. */
  input: { sampleRate: number | null; channels: number | null };
  /** The input's length as its container states it (ffmpeg's "Duration:"), null when unknown. */
  inputSeconds: number | null;
};

const PREVIEW_BITRATE = '128k';
/** LAME's speed/quality trade-off (0 best … 9 fastest): 7 is a quarter faster than 5, and plenty for a 128 kbps preview. */
const PREVIEW_LAME_QUALITY = 7;

/**
 * Failures of the machine, not of the file: worth another attempt. ffmpeg stopped by a signal
 * (a worker's graceful stop reaches its process group) says so and exits 255 'normally'.
 */
const TRANSIENT =
  /No space left on device|Cannot allocate memory|Too many open files|Resource temporarily unavailable|received signal \d+/i;
const NO_AUDIO = /matches no streams|does not contain any stream/i;

/**
 * The arguments of the one ffmpeg run that reads the file once and feeds up to three consumers:
 * EBU R128 loudness (with true peak; unless left out), mono float samples at the analysis rate on
 * stdout (an average of the channels, so full scale stays full scale) and, with a `previewPath`,
 * the MP3 preview (stereo or mono as the source, 44.1/48/32 kHz).
 */
function ffmpegArguments(
  options: Pick<
    FfmpegPipelineOptions,
    'inputPath' | 'previewPath' | 'analysisRate' | 'measureLoudness' | 'inputMaxSeconds'
  >,
) {
  const { previewPath } = options;
  const loudness = options.measureLoudness === false ? '' : 'ebur128=peak=true:framelog=verbose,';
  const analysis = `aresample=${options.analysisRate}:rematrix_maxval=1,aformat=sample_fmts=flt:channel_layouts=mono[analysis]`;
  const graph = previewPath
    ? [
        `[0:a:0]${loudness}asplit=2[measured][preview]`,
        `[measured]${analysis}`,
        '[preview]aformat=sample_rates=44100|48000|32000:channel_layouts=stereo|mono[mp3]',
      ].join(';')
    : `[0:a:0]${loudness}${analysis}`;
  const limit = options.inputMaxSeconds === undefined ? [] : ['-t', String(options.inputMaxSeconds)];
  const preview = previewPath
    ? [
        '-map',
        '[mp3]',
        '-c:a',
        'libmp3lame',
        '-b:a',
        PREVIEW_BITRATE,
        '-compression_level',
        String(PREVIEW_LAME_QUALITY),
        '-map_metadata',
        '-1',
        '-f',
        'mp3',
        '-y',
        previewPath,
      ]
    : [];
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'info',
    '-threads',
    '1',
    '-filter_complex_threads',
    '1',
    ...limit,
    '-i',
    options.inputPath,
    '-filter_complex',
    graph,
    '-map',
    '[analysis]',
    '-c:a',
    'pcm_f32le',
    '-f',
    'f32le',
    'pipe:1',
    ...preview,
  ];
}

/**
 * Runs ffmpeg as a child process reading the file from disk; samples stream through a pipe
 * (never the whole file in memory). Rejects with AudioDecodeError when the file is at fault,
 * with a plain Error when the machine is (missing binary, full disk, timeout, killed).
 */
export function runFfmpegPipeline(options: FfmpegPipelineOptions): Promise<FfmpegPipelineResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath, ffmpegArguments(options), { stdio: ['ignore', 'pipe', 'pipe'] });
    const log = new BoundedLog();
    let leftover: Buffer | undefined;
    let consumerError: unknown;
    let timedOut = false;
    let settled = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };

    child.stdout.on('data', (chunk: Buffer) => {
      if (consumerError) return;
      const bytes = leftover ? Buffer.concat([leftover, chunk]) : chunk;
      const usable = bytes.length - (bytes.length % 4);
      leftover = usable < bytes.length ? Buffer.from(bytes.subarray(usable)) : undefined;
      if (usable === 0) return;
      // A copy into an aligned array: pipe chunks may start at any byte offset.
      const samples = new Float32Array(usable / 4);
      new Uint8Array(samples.buffer).set(bytes.subarray(0, usable));
      try {
        options.onSamples(samples);
      } catch (error) {
        consumerError = error;
        child.kill('SIGKILL');
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => log.append(text));
    child.on('error', (error) => settle(() => reject(new Error(`ffmpeg não pôde ser executado: ${error.message}`))));
    child.on('close', (code, signal) =>
      settle(() => {
        const text = log.text();
        if (consumerError) return reject(consumerError);
        if (timedOut)
          return reject(new Error(`ffmpeg excedeu ${Math.round(options.timeoutMs / 1000)} s e foi encerrado`));
        if (signal) return reject(new Error(`ffmpeg encerrado pelo sinal ${signal}`));
        if (code !== 0) {
          const detail = lastErrorLine(text) ?? `ffmpeg terminou com código ${code}`;
          if (TRANSIENT.test(text)) return reject(new Error(detail));
          return reject(
            new AudioDecodeError(NO_AUDIO.test(text) ? AudioFailureCode.NoAudio : AudioFailureCode.Unreadable, detail),
          );
        }
        resolve({
          loudness: parseLoudness(text),
          input: parseInputStream(text),
          inputSeconds: parseInputSeconds(text),
        });
      }),
    );
  });
}

/** Keeps the start of ffmpeg's log (stream descriptions) and its end (summary, errors). */
class BoundedLog {
  private head = '';
  private tail = '';
  private static readonly HEAD = 16 * 1024;
  private static readonly TAIL = 32 * 1024;

  append(text: string): void {
    if (this.head.length < BoundedLog.HEAD) {
      const room = BoundedLog.HEAD - this.head.length;
      this.head += text.slice(0, room);
      text = text.slice(room);
    }
    if (text) this.tail = (this.tail + text).slice(-BoundedLog.TAIL);
  }

  text(): string {
    return `${this.head}${this.tail}`;
  }
}

function lastErrorLine(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => line && !line.startsWith('Stream') && !line.startsWith('Input #') && !line.startsWith('Duration'),
    );
  return lines.at(-1);
}

const number = (raw: string | undefined) => {
  if (raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

/**
 * The ebur128 filter's summary (ffmpeg prints an empty one when it sets the graph up: the last
 * one counts). Integrated loudness at the gate's floor (-70 LUFS) means silence: null.
 */
export function parseLoudness(text: string): AudioLoudness {
  const start = text.lastIndexOf('Summary:');
  const summary = start >= 0 ? text.slice(start) : '';
  const integrated = number(/I:\s+(-?[\d.]+|-?inf|nan) LUFS/.exec(summary)?.[1]);
  const range = number(/LRA:\s+(-?[\d.]+|-?inf|nan) LU\b/.exec(summary)?.[1]);
  const truePeak = number(/Peak:\s+(-?[\d.]+|-?inf|nan) dBFS/.exec(summary)?.[1]);
  const silent = integrated === null || integrated <= -70;
  return { integrated: silent ? null : integrated, range: silent ? null : range, truePeak };
}

const LAYOUT_CHANNELS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  downmix: 2,
  quad: 4,
  hexagonal: 6,
  octagonal: 8,
  hexadecagonal: 16,
};

/** The first audio stream in ffmpeg's description of its input ("44100 Hz, stereo, s16"). */
export function parseInputStream(text: string): { sampleRate: number | null; channels: number | null } {
  const inputSection = text.split(/\nOutput #0|\nStream mapping:/)[0];
  const match = /Stream #0:\d+[^:]*: Audio: [^\n]*?, (\d+) Hz, ([^,\n]+)/.exec(inputSection);
  if (!match) return { sampleRate: null, channels: null };
  const layout = match[2].trim();
  const base = layout.replace(/\(.*\)$/, '');
  const counted = /^(\d+) channels?/.exec(layout);
  const dotted = /^(\d+)\.(\d+)$/.exec(base);
  const channels = counted
    ? Number(counted[1])
    : dotted
      ? Number(dotted[1]) + Number(dotted[2])
      : (LAYOUT_CHANNELS[base] ?? null);
  return { sampleRate: Number(match[1]), channels };
}

/** The input's "Duration: 00:03:12.34" in ffmpeg's description of it; null for N/A or none. */
export function parseInputSeconds(text: string): number | null {
  const match = /^\s*Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/m.exec(text);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
