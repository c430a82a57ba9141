import { bpmRangeOf, type MediaProcessed, type SoundReading, type TimbreDescriptor } from '@sampleteca/contracts';
import { ANALYSIS_RATE, decodeSignal, readMetadata } from './decoded-signal';
import type { TempoKeyAnalyzer } from './essentia-analyzer';
import { DEFAULT_PEAKS_COUNT, PeakAccumulator } from './peaks';
import { estimateSignal } from './signal-estimates';

const DEFAULT_ANALYSIS_MAX_SECONDS = 300;
const DEFAULT_TIMEOUT_MS = 30 * 60 * 1000;
/** An MP3 up to this rate plays as it is: re-encoding it would cost CPU and lose quality for nothing. */
const MP3_PLAYS_AS_IS_MAX_BITRATE = 192_000;

export type AnalyzeAudioOptions = {
  /**
   * Where the 128 kbps MP3 preview is written (the caller stores it and removes the file);
   * nothing is written when the source is an MP3 that plays as it is (`previewIsSource`).
   */
  previewPath: string;
  analyzer: TempoKeyAnalyzer;
  ffmpegPath?: string;
  /** Tempo and key are estimated on the first this many seconds (timbre on the first 30 at most). */
  analysisMaxSeconds?: number;
  peaksCount?: number;
  timeoutMs?: number;
  /** 40 once decoded (with loudness, peaks and preview), 70 once tempo, key and timbre are known. */
  onProgress?: (percent: number) => Promise<void> | void;
};

/** What media.processed announces of the audio (its meaning is documented there), and how it was found. */
export type AudioAnalysis = Pick<
  MediaProcessed,
  | 'durationSeconds'
  | 'sampleRate'
  | 'channels'
  | 'peaks'
  | 'loudness'
  | 'bpm'
  | 'bpmConfidence'
  | 'bpmRange'
  | 'key'
  | 'keyStrength'
> & {
  /** How it sounds (#34); null when too short or silent to describe. */
  timbre: TimbreDescriptor | null;
  /** The family and shape the analysis reads (#44); null without a timbre. */
  reading: SoundReading | null;
  /** Seconds tempo and key were estimated on. */
  analysedSeconds: number;
  /** Analyses that gave no answer and why (for the logs). */
  problems: string[];
  /** The source is an MP3 of at most MP3_PLAYS_AS_IS_MAX_BITRATE: it is its own preview. */
  previewIsSource: boolean;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The whole audio pipeline on a local file, without Nest (the bench calls it too): one ffmpeg
 * run decodes the file once into loudness, the preview and a mono float stream from which
 * peaks and the onset envelope are taken as it flows (flat memory whatever the length); the
 * first `analysisMaxSeconds` of that stream go to essentia for tempo, key and timbre.
 * Throws AudioDecodeError when the file cannot be decoded.
 */
export async function analyzeAudio(inputPath: string, options: AnalyzeAudioOptions): Promise<AudioAnalysis> {
  const metadata = await readMetadata(inputPath);
  const previewIsSource = metadata.mp3Bitrate !== undefined && metadata.mp3Bitrate <= MP3_PLAYS_AS_IS_MAX_BITRATE;
  const peaks = new PeakAccumulator();
  const signal = await decodeSignal(inputPath, metadata, {
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
    previewPath: previewIsSource ? undefined : options.previewPath,
    keepSeconds: options.analysisMaxSeconds ?? DEFAULT_ANALYSIS_MAX_SECONDS,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onSamples: (samples) => peaks.push(samples),
  });
  await options.onProgress?.(40);

  const { pipeline, decodedSeconds } = signal;
  // Read before the samples move to the essentia thread.
  const analysedSeconds = signal.samples.length / ANALYSIS_RATE;
  const estimates = await estimateSignal(options.analyzer, signal);
  await options.onProgress?.(70);

  return {
    durationSeconds: round(decodedSeconds, 3),
    sampleRate: metadata.sampleRate ?? pipeline.input.sampleRate,
    channels: metadata.channels ?? pipeline.input.channels,
    peaks: peaks.peaks(options.peaksCount ?? DEFAULT_PEAKS_COUNT),
    loudness: pipeline.loudness,
    bpm: estimates.bpm,
    bpmConfidence: estimates.bpmConfidence,
    bpmRange: estimates.bpm === null ? null : (bpmRangeOf(estimates.bpm) ?? null),
    key: estimates.key,
    keyStrength: estimates.keyStrength,
    timbre: estimates.timbre,
    reading: estimates.reading,
    analysedSeconds: round(analysedSeconds, 3),
    problems: estimates.problems,
    previewIsSource,
  };
}
