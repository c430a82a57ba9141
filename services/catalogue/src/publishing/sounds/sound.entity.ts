import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BpmRange, InstrumentFamily, MusicalKey, SoundShape, SoundType } from '@sampleteca/contracts';

export type SoundStatus = 'public' | 'private';
export type ReviewStatus = 'pending' | 'approved' | 'cancelled';
/** Whose word a sound's family and shape are: the analysis' reading, or the producer's choice (which no re-analysis overwrites). */
export type FamilySource = 'analysis' | 'producer';

/** A sound (spec 02 §3 "sample"). Names of related rows are copied for search (see the migration). */
@Entity({ name: 'sounds' })
export class Sound {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') description: string;
  @Column('text') type: SoundType;
  /** Null: no definite key ('Sem tom definido': drums, noises). */
  @Column('text', { nullable: true }) key: MusicalKey | null;
  /** Null: no pulse ('Sem BPM (one-shot)'). */
  @Column('text', { nullable: true }) bpm: BpmRange | null;
  /** The exact tempo (its range is `bpm`); null when nobody knows it (one-shots, older sounds). */
  @Column('real', { nullable: true }) tempo: number | null;
  /** What it sounds like (#44); null: not read yet, or read as none. */
  @Column('text', { name: 'instrument_family', nullable: true }) instrumentFamily: InstrumentFamily | null;
  /** One hit or a loop; null: not read yet. */
  @Column('text', { nullable: true }) shape: SoundShape | null;
  @Column('text', { name: 'family_source', nullable: true }) familySource: FamilySource | null;
  @Column('uuid', { name: 'category_id', nullable: true }) categoryId: string | null;
  @Column('uuid', { name: 'drum_kit_id', nullable: true }) drumKitId: string | null;
  @Column('uuid', { name: 'artist_id', nullable: true }) artistId: string | null;
  @Column('uuid', { name: 'owner_id' }) ownerId: string;
  @Column('uuid', { name: 'audio_id' }) audioId: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl: string | null;
  @Column('uuid', { name: 'image_id', nullable: true }) imageId: string | null;
  @Column('boolean', { name: 'is_free' }) isFree: boolean;
  @Column('boolean', { name: 'is_produced' }) isProduced: boolean;
  @Column('text') status: SoundStatus;
  @Column('text', { name: 'review_status', nullable: true }) reviewStatus: ReviewStatus | null;
  @Column('integer', { name: 'review_version', default: 0 }) reviewVersion: number;
  @Column('text', { name: 'owner_name' }) ownerName: string;
  @Column('text', { name: 'artist_name', nullable: true }) artistName: string | null;
  @Column('text', { name: 'drum_kit_name', nullable: true }) drumKitName: string | null;
  @Column('text', { name: 'category_name', nullable: true }) categoryName: string | null;
  @Column('integer', { name: 'likes_count' }) likesCount: number;
  @Column('integer', { name: 'downloads_count' }) downloadsCount: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
