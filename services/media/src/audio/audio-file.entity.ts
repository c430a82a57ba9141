import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BpmRange, MusicalKey } from '@sampleteca/contracts';
import { peakBytes } from './peak-bytes';

export const AUDIO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type AudioStatus = (typeof AUDIO_STATUSES)[number];

/** pg hands bigint over as a string; our sizes fit a JS number. */
const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** An uploaded audio file: the original in storage, then what processing found and the preview. */
@Entity({ name: 'audio_files' })
export class AudioFileEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId: string;

  /** Storage key of the file as uploaded. */
  @Column({ name: 'original_key', type: 'varchar', length: 512 })
  originalKey: string;

  /** Type of the upload as its content says (audio/wav…). */
  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  bytes: number;

  @Column({ type: 'varchar', length: 16, default: 'processing' })
  status: AudioStatus;

  @Column({ name: 'failure_code', type: 'varchar', length: 48, nullable: true })
  failureCode: string | null;

  /** Portuguese, shown to the owner. */
  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  @Column({ name: 'sample_rate', type: 'integer', nullable: true })
  sampleRate: number | null;

  @Column({ type: 'smallint', nullable: true })
  channels: number | null;

  /** 0..1, kept one byte a peak (peak-bytes.ts). */
  @Column({ name: 'peak_bytes', type: 'bytea', nullable: true, transformer: peakBytes })
  peaks: number[] | null;

  /**
   * The same as JSON, as files processed before peak_bytes have them (until the backfill reaches
   * them). No longer written (2026-11-29): the release before still reads peak_bytes first; the
   * next one drops the column.
   */
  @Column({ name: 'peaks', type: 'jsonb', nullable: true })
  legacyPeaks: number[] | null;

  /** LUFS */
  @Column({ name: 'loudness_integrated', type: 'real', nullable: true })
  loudnessIntegrated: number | null;

  /** LU */
  @Column({ name: 'loudness_range', type: 'real', nullable: true })
  loudnessRange: number | null;

  /** dBTP */
  @Column({ name: 'true_peak', type: 'real', nullable: true })
  truePeak: number | null;

  @Column({ type: 'real', nullable: true })
  bpm: number | null;

  @Column({ name: 'bpm_confidence', type: 'real', nullable: true })
  bpmConfidence: number | null;

  @Column({ name: 'bpm_range', type: 'varchar', length: 8, nullable: true })
  bpmRange: BpmRange | null;

  @Column({ name: 'musical_key', type: 'varchar', length: 4, nullable: true })
  key: MusicalKey | null;

  @Column({ name: 'key_strength', type: 'real', nullable: true })
  keyStrength: number | null;

  /**
   * Version of the timbre descriptor it was described with (#34), also when there was nothing to
   * describe; null: processed before descriptors existed (the timbre backfill's work).
   */
  @Column({ name: 'timbre_version', type: 'smallint', nullable: true })
  timbreVersion: number | null;

  /** Storage key of the 128 kbps MP3 preview, once ready. */
  /** Tempo written in the upload's file name, preferred over the measured one. */
  @Column({ name: 'named_bpm', type: 'real', nullable: true })
  namedBpm: number | null;

  /** Key written in the upload's file name, preferred over the estimated one. */
  @Column({ name: 'named_key', type: 'varchar', length: 4, nullable: true })
  namedKey: MusicalKey | null;

  @Column({ name: 'preview_key', type: 'varchar', length: 512, nullable: true })
  previewKey: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /**
   * The catalogue's sound that plays and downloads this file (sound.created): media keeps it.
   * A file no sound took within MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS is swept (uploads/).
   */
  @Column({ name: 'sound_id', type: 'uuid', nullable: true })
  soundId: string | null;

  /** Stored before the sweep existed: left alone, as media cannot be sure no sound uses it. */
  @Column({ name: 'predates_sweep', type: 'boolean', default: false })
  predatesSweep: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Set when its sound was deleted (sound.deleted). The row stays so that a redelivered event
   * still knows which objects to remove; find* leaves such rows out. Also set, with soundId
   * null, when the sweep discards the file unused: the row goes once its objects are gone.
   */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
