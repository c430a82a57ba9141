import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ImagePurpose } from './image-variants';

/** One stored rendition of an image (a webp of one size). */
export type StoredImageSize = { key: string; width: number; height: number; bytes: number };

/** An uploaded image and its renditions, keyed by nominal size ("96", "256"…). */
@Entity({ name: 'images' })
export class ImageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: ImagePurpose;

  /** Null when a visitor uploaded it (registration uploads the avatar before sign-in). */
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId: string | null;

  /** SHA-256 (hex) of the bytes uploaded. */
  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  /** Type of the upload as its content says (image/png…). */
  @Column({ name: 'content_type', type: 'varchar', length: 32 })
  contentType: string;

  /** Size of the upload in bytes. */
  @Column({ type: 'integer' })
  bytes: number;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'jsonb' })
  sizes: Record<string, StoredImageSize>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The catalogue's sound this is the cover of (sound.created): a cover no sound took is swept. */
  @Column({ name: 'sound_id', type: 'uuid', nullable: true })
  soundId: string | null;

  /** Stored before media recorded which sound took a cover: never swept, since nothing tells. */
  @Column({ name: 'predates_sweep', type: 'boolean', default: false })
  predatesSweep: boolean;

  /**
   * Set when the sound it was the cover of was deleted, or when the sweep discards it unused
   * (then soundId stays null until the row goes); find* leaves such rows out.
   */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
