import type { MusicalKey, SoundReading, TimbreDescriptor } from '@sampleteca/contracts';
import { ANALYSIS_RATE, decodeSignal, readMetadata } from './decoded-signal';
import type { TempoKeyAnalyzer } from './essentia-analyzer';
import { estimateSignal } from './signal-estimates';

const DEFAULT_MAX_SECONDS = 30;
const DEFAULT_TIMEOUT_MS = 5 * 60 * 1000;

export type DescribeAudioOptions = {
  analyzer: TempoKeyAnalyzer;
  ffmpegPath?: string;
  /** Only the opening is decoded and described (30 s: what the timbre looks at). */
  maxSeconds?: number;
  timeoutMs?: number;
};

export type AudioDescription = {
  /** The whole file's length: decoded when shorter than `maxSeconds`, else as its header states. */
  durationSeconds: number;
  timbre: TimbreDescriptor | null;
  /** The family and shape the analysis reads (#44); null without a timbre. */
  reading: SoundReading | null;
  bpm: number | null;
  bpmConfidence: number | null;
  key: MusicalKey | null;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * How a file sounds, for "search with a sound" and for describing files processed before
 * descriptors existed: the opening decoded once (no loudness, peaks nor preview), then tempo,
 * key and timbre from the essentia thread, as analyzeAudio finds them. Throws AudioDecodeError
 * as analyzeAudio does when the file is not audio, or is unreadable or cut short.
 */
export async function describeAudio(inputPath: string, options: DescribeAudioOptions): Promise<AudioDescription> {
  const maxSeconds = options.maxSeconds ?? DEFAULT_MAX_SECONDS;
  const metadata = await readMetadata(inputPath);
  const signal = await decodeSignal(inputPath, metadata, {
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
    measureLoudness: false,
    inputMaxSeconds: maxSeconds,
    keepSeconds: maxSeconds,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  // Decoding stopped at the limit (within a frame): the rest of the file's length is the header's word.
  const stopped = signal.decodedSeconds >= maxSeconds - 1024 / ANALYSIS_RATE;
  const durationSeconds = stopped
    ? (metadata.durationSeconds ?? signal.pipeline.inputSeconds ?? signal.decodedSeconds)
    : signal.decodedSeconds;
  const estimates = await estimateSignal(options.analyzer, signal);
  return {
    durationSeconds: round(durationSeconds, 3),
    timbre: estimates.timbre,
    reading: estimates.reading,
    bpm: estimates.bpm,
    bpmConfidence: estimates.bpmConfidence,
    key: estimates.key,
  };
}
