import { parseFile } from 'music-metadata';
import { bpmRangeOf, type MediaProcessed } from '@sampleteca/contracts';
import { toMusicalKey } from './musical-key';
import { AudioDecodeError, AudioFailureCode } from './audio-failures';
import { isTruncated, wavDeclaredSeconds } from './declared-length';
import type { TempoKeyAnalyzer } from './essentia-analyzer';
import { runFfmpegPipeline } from './ffmpeg-pipeline';
import { DEFAULT_PEAKS_COUNT, PeakAccumulator } from './peaks';
import { OnsetEnvelope, pulseClarity } from './pulse-clarity';
import { chooseTempoOctave } from './tempo-octave';

/** Rate of the mono signal everything but loudness and the preview is measured on. */
const ANALYSIS_RATE = 22050;
const DEFAULT_ANALYSIS_MAX_SECONDS = 300;
const DEFAULT_TIMEOUT_MS = 30 * 60 * 1000;
const METADATA_TIMEOUT_MS = 10_000;
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
  /** Tempo and key are estimated on the first this many seconds. */
  analysisMaxSeconds?: number;
  peaksCount?: number;
  timeoutMs?: number;
  /** 40 once decoded (with loudness, peaks and preview), 70 once tempo and key are known. */
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
 * first `analysisMaxSeconds` of that stream go to essentia for tempo and key.
 * Throws AudioDecodeError when the file cannot be decoded.
 */
export async function analyzeAudio(inputPath: string, options: AnalyzeAudioOptions): Promise<AudioAnalysis> {
  const maxSamples = Math.round((options.analysisMaxSeconds ?? DEFAULT_ANALYSIS_MAX_SECONDS) * ANALYSIS_RATE);
  const metadata = await readMetadata(inputPath);
  const previewIsSource = metadata.mp3Bitrate !== undefined && metadata.mp3Bitrate <= MP3_PLAYS_AS_IS_MAX_BITRATE;
  const expected = metadata.durationSeconds ? Math.ceil((metadata.durationSeconds + 1) * ANALYSIS_RATE) : undefined;
  const signal = new SignalBuffer(maxSamples, expected ?? 30 * ANALYSIS_RATE);
  const peaks = new PeakAccumulator();
  const onsets = new OnsetEnvelope();
  let total = 0;

  const decoded = await runFfmpegPipeline({
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
    inputPath,
    previewPath: previewIsSource ? undefined : options.previewPath,
    analysisRate: ANALYSIS_RATE,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onSamples: (samples) => {
      total += samples.length;
      peaks.push(samples);
      const kept = signal.push(samples);
      if (kept) onsets.push(kept);
    },
  });
  if (total === 0) throw new AudioDecodeError(AudioFailureCode.NoAudio, 'nenhuma amostra de áudio decodificada');
  const decodedSeconds = total / ANALYSIS_RATE;
  if (metadata.declaredSeconds !== undefined && isTruncated(decodedSeconds, metadata.declaredSeconds)) {
    throw new AudioDecodeError(
      AudioFailureCode.Unreadable,
      `arquivo incompleto: ${round(decodedSeconds, 3)} s decodificados de ${round(metadata.declaredSeconds, 3)} s declarados`,
    );
  }
  await options.onProgress?.(40);

  const analysed = signal.take();
  const analysedSeconds = analysed.length / ANALYSIS_RATE;
  const found = await options.analyzer.analyze(analysed, ANALYSIS_RATE);
  // Percival's tempo or its double (tempo-octave.ts), then how clearly the audio pulses at it. A
  // tempo needs a few beats to be heard: with fewer than four (a one-shot, a 2 s fragment) the
  // answer is noise, so there is none. The confidence is low when the pulse is weak and when the
  // choice between a tempo and its double was close: the wizard then offers both.
  const tempo = found.bpm === null ? null : chooseTempoOctave(found.bpm, onsets.highEnvelope(), ANALYSIS_RATE);
  const pulse = tempo === null ? null : pulseClarity(onsets.envelope(), tempo.bpm, ANALYSIS_RATE);
  const clarity = tempo === null || pulse === null ? null : pulse * tempo.octaveCertainty;
  const bpm = tempo === null || clarity === null ? null : round(tempo.bpm, 1);
  const key = found.key ? (toMusicalKey(found.key.tonic, found.key.scale) ?? null) : null;
  await options.onProgress?.(70);

  return {
    durationSeconds: round(decodedSeconds, 3),
    sampleRate: metadata.sampleRate ?? decoded.input.sampleRate,
    channels: metadata.channels ?? decoded.input.channels,
    peaks: peaks.peaks(options.peaksCount ?? DEFAULT_PEAKS_COUNT),
    loudness: decoded.loudness,
    bpm,
    bpmConfidence: clarity === null ? null : round(clarity, 2),
    bpmRange: bpm === null ? null : (bpmRangeOf(bpm) ?? null),
    key,
    keyStrength: key && found.key ? round(found.key.strength, 2) : null,
    analysedSeconds: round(analysedSeconds, 3),
    problems: found.problems,
    previewIsSource,
  };
}

type FileMetadata = {
  sampleRate?: number;
  channels?: number;
  durationSeconds?: number;
  mp3Bitrate?: number;
  /** What the header promises, for containers that state their length exactly (WAV, AIFF, FLAC). */
  declaredSeconds?: number;
};

/** Containers whose header states their length in samples: music-metadata reports it as read. */
const LENGTH_IN_HEADER = new Set(['AIFF', 'AIFF-C', 'FLAC']);

/** The container's header (music-metadata); empty when it cannot tell, ffmpeg's word stands then. */
async function readMetadata(path: string): Promise<FileMetadata> {
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
