import type { SoundReading } from '../sound-families';
import type { BpmRange, MusicalKey } from '../music';

/** Events media publishes (DESIGN §2) about uploads: stored, processed, or discarded unused. */
export const MediaEvents = {
  Processed: 'media.processed',
  Failed: 'media.failed',
  AudioUploaded: 'media.audio.uploaded',
  ImageUploaded: 'media.image.uploaded',
  AudioDiscarded: 'media.audio.discarded',
  ImageDiscarded: 'media.image.discarded',
  DownloadServed: 'media.download.served',
  Reprocessing: 'media.audio.reprocessing',
  /** A file processed before descriptors existed (or with an older version) got its timbre (#34 backfill). */
  Described: 'media.audio.described',
} as const;

/** An audio file was stored for its owner (processing starts now): a sound may name it. */
export type AudioUploaded = { audioId: string; ownerUserId: string; uploadedAt: string };

/** An image was stored; a visitor's (registration avatar) has no owner. */
export type ImageUploaded = {
  imageId: string;
  ownerUserId: string | null;
  purpose: 'avatar' | 'cover';
  uploadedAt: string;
};

/** An upload no sound took within MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS was deleted: no sound may name it now. */
export type AudioDiscarded = { audioId: string; ownerUserId: string; discardedAt: string };
export type ImageDiscarded = { imageId: string; ownerUserId: string | null; discardedAt: string };

/**
 * A download link (download-grant) was honoured: the file exists and its first bytes are on their
 * way (a GET, whole or from byte 0). The catalogue counts the download now, once per user and sound.
 */
export type DownloadServed = {
  audioId: string;
  soundId: string;
  userId: string;
  servedAt: string;
  /** Which file was served (the producer's dashboard counts downloads by format); absent in older events: the MP3. */
  file?: 'mp3' | 'original' | 'tuned';
};

/** EBU R128 measures of the whole file. Null when the file is silent (no gated loudness). */
export type AudioLoudness = {
  /** Integrated loudness, LUFS. */
  integrated: number | null;
  /** Loudness range, LU. */
  range: number | null;
  /** True peak, dBTP. */
  truePeak: number | null;
};

/**
 * How a sound sounds (#34): a fixed-length vector of timbre, envelope and rhythm descriptors
 * (MFCC statistics, spectral shape, attack, onset rate…), each normalised so that the Euclidean
 * distance between two vectors of the same `version` says how alike two sounds sound. Vectors of
 * different versions are not comparable.
 */
export type TimbreDescriptor = { version: number; values: number[] };

/** A file processed before its kind of descriptor existed got one (backfill): the catalogue keeps it. */
export type AudioDescribed = {
  audioId: string;
  ownerUserId: string;
  timbre: TimbreDescriptor;
  /** What the analysis reads the sound as (#44); absent from events older than it. */
  reading?: SoundReading | null;
  describedAt: string;
};

/** An audio file is ready: its measures, the suggestions for the upload wizard and its preview. */
export type MediaProcessed = {
  audioId: string;
  ownerUserId: string;
  /** Type of the original as its content says (audio/wav, audio/mpeg…). */
  contentType: string;
  /** The extension the original downloads with (wav, aif, flac…); absent from events older than it. */
  originalExtension?: string;
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
  /** How it sounds, for 'Sons parecidos'; null when too short or silent to describe, absent in older events. */
  timbre?: TimbreDescriptor | null;
  /** The family and shape the analysis suggests (#44): the wizard's chips; absent in older events. */
  reading?: SoundReading | null;
  /** Storage key of the 128 kbps MP3 preview. */
  previewKey: string;
  /** Address of media's preview endpoint; it serves only links signed with MEDIA_URL_SECRET (preview-grant). */
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

/**
 * An administrator sent a failed file back to processing (its original was kept): it is
 * 'processing' again until `media.processed` or `media.failed` follows.
 */
export type AudioReprocessing = { audioId: string; ownerUserId: string; requestedAt: string };
