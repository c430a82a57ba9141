import { parseFile } from 'music-metadata';
import { AudioDecodeError, AudioFailureCode } from './audio-failures';
import { isTruncated, wavDeclaredSeconds } from './declared-length';
import { runFfmpegPipeline, type FfmpegPipelineOptions, type FfmpegPipelineResult } from './ffmpeg-pipeline';
import { OnsetEnvelope } from './pulse-clarity';

/** Rate of the mono signal everything but loudness and the preview is measured on. */
export const ANALYSIS_RATE = 22050;
const METADATA_TIMEOUT_MS = 10_000;

export type FileMetadata = {
  sampleRate?: number;
  channels?: number;
  durationSeconds?: number;
  mp3Bitrate?: number;
  /** What the header promises, for containers that state their length exactly (WAV, AIFF, FLAC). */
  declaredSeconds?: number;
};

export type DecodeSignalOptions = Pick<
  FfmpegPipelineOptions,
  'ffmpegPath' | 'previewPath' | 'measureLoudness' | 'inputMaxSeconds' | 'timeoutMs'
> & {
  /** The first this many seconds are kept for the estimates; the rest flows past. */
  keepSeconds: number;
  /** Sees every decoded sample (the whole file), e.g. for peaks. */
  onSamples?: (samples: Float32Array) => void;
};

export type DecodedSignal = {
  /** The kept opening, mono at ANALYSIS_RATE. */
  samples: Float32Array;
  /** The onset envelopes of the kept opening (tempo octave, pulse clarity). */
  onsets: OnsetEnvelope;
  /** Seconds decoded (at most `inputMaxSeconds` when given). */
  decodedSeconds: number;
  pipeline: FfmpegPipelineResult;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * One ffmpeg run over the file (runFfmpegPipeline), keeping its opening and onset envelope as the
 * samples flow (flat memory whatever the length). Throws AudioDecodeError when the file cannot be
 * decoded, holds no audio, or decodes well short of what its header declares (a file cut in
 * transfer); when `inputMaxSeconds` stops the decoding, only that much is held to the header.
 */
export async function decodeSignal(
  inputPath: string,
  metadata: FileMetadata,
  options: DecodeSignalOptions,
): Promise<DecodedSignal> {
  const maxSamples = Math.round(options.keepSeconds * ANALYSIS_RATE);
  const expected = metadata.durationSeconds ? Math.ceil((metadata.durationSeconds + 1) * ANALYSIS_RATE) : undefined;
  const signal = new SignalBuffer(maxSamples, expected ?? 30 * ANALYSIS_RATE);
  const onsets = new OnsetEnvelope();
  let total = 0;

  const pipeline = await runFfmpegPipeline({
    ffmpegPath: options.ffmpegPath,
    inputPath,
    previewPath: options.previewPath,
    measureLoudness: options.measureLoudness,
    inputMaxSeconds: options.inputMaxSeconds,
    analysisRate: ANALYSIS_RATE,
    timeoutMs: options.timeoutMs,
    onSamples: (samples) => {
      total += samples.length;
      options.onSamples?.(samples);
      const kept = signal.push(samples);
      if (kept) onsets.push(kept);
    },
  });
  if (total === 0) throw new AudioDecodeError(AudioFailureCode.NoAudio, 'nenhuma amostra de áudio decodificada');
  const decodedSeconds = total / ANALYSIS_RATE;
  const promised =
    metadata.declaredSeconds === undefined
      ? undefined
      : Math.min(metadata.declaredSeconds, options.inputMaxSeconds ?? Number.POSITIVE_INFINITY);
  if (promised !== undefined && isTruncated(decodedSeconds, promised)) {
    throw new AudioDecodeError(
      AudioFailureCode.Unreadable,
      `arquivo incompleto: ${round(decodedSeconds, 3)} s decodificados de ${round(promised, 3)} s declarados`,
    );
  }
  return { samples: signal.take(), onsets, decodedSeconds, pipeline };
}

/** Containers whose header states their length in samples: music-metadata reports it as read. */
const LENGTH_IN_HEADER = new Set(['AIFF', 'AIFF-C', 'FLAC']);

/** The container's header (music-metadata); empty when it cannot tell, ffmpeg's word stands then. */
export async function readMetadata(path: string): Promise<FileMetadata> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const { format } = await Promise.race([
      parseFile(path, { duration: false, skipCovers: true }),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('music-metadata: tempo esgotado')), METADATA_TIMEOUT_MS);
      }),
    ]);
    const positive = (value: number | undefined) =>
      value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
    const container = format.container ?? '';
    return {
      sampleRate: positive(format.sampleRate),
      channels: positive(format.numberOfChannels),
      durationSeconds: positive(format.duration),
      mp3Bitrate: format.codec?.includes('Layer 3') ? positive(format.bitrate) : undefined,
      declaredSeconds:
        container === 'WAVE'
          ? positive(await wavDeclaredSeconds(path))
          : LENGTH_IN_HEADER.has(container)
            ? positive(format.duration)
            : undefined,
    };
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

/** The first `maxSamples` of the stream, in one array grown as needed (sized from the header's duration). */
class SignalBuffer {
  private data: Float32Array;
  private length = 0;

  constructor(
    private readonly maxSamples: number,
    expected: number,
  ) {
    this.data = new Float32Array(Math.max(1, Math.min(maxSamples, expected)));
  }

  /** Keeps what fits; answers the part kept (undefined once full). */
  push(samples: Float32Array): Float32Array | undefined {
    const room = this.maxSamples - this.length;
    if (room <= 0) return undefined;
    const kept = samples.length <= room ? samples : samples.subarray(0, room);
    const needed = this.length + kept.length;
    if (needed > this.data.length) {
      let capacity = this.data.length;
      while (capacity < needed) capacity *= 2;
      const grown = new Float32Array(Math.min(capacity, this.maxSamples));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data.set(kept, this.length);
    this.length = needed;
    return kept;
  }

  take(): Float32Array {
    return this.data.subarray(0, this.length);
  }
}
