import type { BpmRange, MusicalKey } from '../music';

/** Events media publishes (DESIGN §2) when an uploaded audio file has been processed. */
export const MediaEvents = {
  Processed: 'media.processed',
  Failed: 'media.failed',
} as const;

/** EBU R128 measures of the whole file. Null when the file is silent (no gated loudness). */
export type AudioLoudness = {
  /** Integrated loudness, LUFS. */
  integrated: number | null;
  /** Loudness range, LU. */
  range: number | null;
  /** True peak, dBTP. */
  truePeak: number | null;
};

/** An audio file is ready: its measures, the suggestions for the upload wizard and its preview. */
export type MediaProcessed = {
  audioId: string;
  ownerUserId: string;
  /** Type of the original as its content says (audio/wav, audio/mpeg…). */
  contentType: string;
  bytes: number;
  durationSeconds: number;
  /** Of the original file. */
  sampleRate: number | null;
  channels: number | null;
  /** Max |sample| (0..1) of equal slices of the file, for a waveform drawn without decoding. */
  peaks: number[];
  loudness: AudioLoudness;
  /** Estimated tempo; null when the audio has no beat to measure (too short, silent). */
  bpm: number | null;
  /** 0..1: how regular the pulse at that tempo is (near 0: no clear beat, treat bpm as a guess). */
  bpmConfidence: number | null;
  /** The spec's range the tempo falls in (nearest range when between two). */
  bpmRange: BpmRange | null;
  /** Estimated key, one of the spec's 24. */
  key: MusicalKey | null;
  /** 0..1: how well the audio fits that key's profile (low: treat key as a guess). */
  keyStrength: number | null;
  /** Storage key of the 128 kbps MP3 preview. */
  previewKey: string;
  /** Stable address of the preview (redirects to a signed link). */
  previewUrl: string;
  processedAt: string;
};

/** An audio file could not be processed; `message` is the Portuguese text shown to its owner. */
export type MediaFailed = {
  audioId: string;
  ownerUserId: string;
  /** Stable machine name of the reason (AUDIO_UNREADABLE, AUDIO_NO_AUDIO_STREAM, AUDIO_PROCESSING_FAILED). */
  code: string;
  message: string;
  failedAt: string;
};
