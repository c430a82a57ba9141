import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { InstrumentFamily, SoundShape } from '@sampleteca/contracts';

export type AudioFileStatus = 'processing' | 'ready' | 'failed';

/** What media reported about an uploaded file (media.processed / media.failed). */
@Entity({ name: 'audio_files' })
export class AudioFile {
  @PrimaryColumn('uuid', { name: 'audio_id' }) audioId: string;
  @Column('uuid', { name: 'owner_id' }) ownerId: string;
  @Column('text') status: AudioFileStatus;
  @Column('text', { name: 'failure_message', nullable: true }) failureMessage: string | null;
  @Column('real', { name: 'duration_seconds', nullable: true }) durationSeconds: number | null;
  /** The card's 200 bars, 0..1 (kept while the release before card_levels may still read them). */
  @Column('real', { array: true, nullable: true }) peaks: number[] | null;
  /** The card's waveform levels, a byte a bar (card-peaks.ts). */
  @Column('bytea', { name: 'card_levels', nullable: true }) cardLevels: Buffer | null;
  @Column('text', { name: 'preview_url', nullable: true }) previewUrl: string | null;
  /** Media's tempo estimate (a sound saved without a tempo takes its octave in the chosen range). */
  @Column('real', { nullable: true }) bpm: number | null;
  @Column('real', { name: 'bpm_confidence', nullable: true }) bpmConfidence: number | null;
  /** Integrated loudness, LUFS (previews play at a common loudness). */
  @Column('real', { nullable: true }) loudness: number | null;
  /** media's reading of the file (#44): the wizard's suggested family and shape. */
  @Column('text', { name: 'reading_family', nullable: true }) readingFamily: InstrumentFamily | null;
  @Column('real', { name: 'reading_family_confidence', nullable: true }) readingFamilyConfidence: number | null;
  @Column('text', { name: 'reading_shape', nullable: true }) readingShape: SoundShape | null;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
