import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TimbreDescriptor } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { AudioFile } from './audio-file.entity';

/** What media reported of one processed file. */
export type ProcessedAudioFile = {
  audioId: string;
  ownerId: string;
  durationSeconds: number;
  /** The card's waveform as levels (card-peaks.ts). */
  cardLevels: Buffer;
  previewUrl: string;
  /** The original's extension (wav, aif…); null when media did not say (files processed before). */
  originalExtension: string | null;
  bpm: number | null;
  bpmConfidence: number | null;
  loudness: number | null;
  /** How it sounds; undefined when media's event did not say (older media): what is kept stays. */
  timbre?: TimbreDescriptor | null;
};

/**
 * The uploads projection: catalogue.audio_files (media's word on each audio file) and
 * catalogue.uploaded_images (covers and avatars), and who uploaded each.
 */
@Injectable()
export class UploadsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Whether the catalogue has heard of the audio file and, when named, the image. */
  async known(audioId: string, imageId: string | null): Promise<boolean> {
    const [row] = await this.transactions.dataSource.query<{ known: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM catalogue.audio_files WHERE audio_id = $1)
          AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM catalogue.uploaded_images WHERE image_id = $2)) AS known`,
      [audioId, imageId],
    );
    return row.known;
  }

  /** Locked until the transaction ends: two sounds cannot claim the same file at once. */
  lockAudio(manager: EntityManager, audioId: string): Promise<AudioFile | null> {
    return manager.findOne(AudioFile, { where: { audioId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user uploaded this image (kept from being forgotten until the transaction ends). */
  async ownsImage(manager: EntityManager, imageId: string, userId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM catalogue.uploaded_images WHERE image_id = $1 AND owner_id = $2 FOR SHARE`,
      [imageId, userId],
    );
    return rows.length > 0;
  }

  /** A new upload, still processing; a row media.processed wrote first knows more and stays. */
  async audioUploaded(manager: EntityManager, audioId: string, ownerId: string): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.audio_files (audio_id, owner_id, status) VALUES ($1, $2, 'processing')
       ON CONFLICT (audio_id) DO NOTHING`,
      [audioId, ownerId],
    );
  }

  async audioReady(manager: EntityManager, audio: ProcessedAudioFile): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.audio_files
         (audio_id, owner_id, status, duration_seconds, preview_url, failure_message, original_extension,
          bpm, bpm_confidence, loudness, card_levels, timbre, timbre_version)
       VALUES ($1, $2, 'ready', $3, $4, NULL, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (audio_id) DO UPDATE SET owner_id = $2, status = 'ready', duration_seconds = $3,
         preview_url = $4, failure_message = NULL, original_extension = $5, bpm = $6, bpm_confidence = $7,
         loudness = $8, card_levels = $9, peaks = NULL, updated_at = now(),
         timbre = CASE WHEN $12 THEN $10 ELSE catalogue.audio_files.timbre END,
         timbre_version = CASE WHEN $12 THEN $11 ELSE catalogue.audio_files.timbre_version END`,
      // peaks (real[]) is no longer written: card_levels replaced it, and the next release drops it.
      [
        audio.audioId,
        audio.ownerId,
        audio.durationSeconds,
        audio.previewUrl,
        audio.originalExtension,
        audio.bpm,
        audio.bpmConfidence,
        audio.loudness,
        audio.cardLevels,
        audio.timbre?.values ?? null,
        audio.timbre?.version ?? null,
        audio.timbre !== undefined,
      ],
    );
  }

  /** A descriptor media computed later (backfill); a file not (yet) known here is skipped. */
  async audioDescribed(manager: EntityManager, audioId: string, timbre: TimbreDescriptor): Promise<void> {
    await manager.query(
      `UPDATE catalogue.audio_files SET timbre = $2, timbre_version = $3 WHERE audio_id = $1 AND status = 'ready'`,
      [audioId, timbre.values, timbre.version],
    );
  }

  async audioFailed(manager: EntityManager, audioId: string, ownerId: string, message: string): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.audio_files (audio_id, owner_id, status, failure_message) VALUES ($1, $2, 'failed', $3)
       ON CONFLICT (audio_id) DO UPDATE SET owner_id = $2, status = 'failed', failure_message = $3, updated_at = now()`,
      [audioId, ownerId, message],
    );
  }

  /** Only a failed file: a late redelivery must not take a file that is ready again back to 'processing'. */
  async audioReprocessing(manager: EntityManager, audioId: string): Promise<void> {
    await manager.query(
      `UPDATE catalogue.audio_files SET status = 'processing', failure_message = NULL, updated_at = now()
        WHERE audio_id = $1 AND status = 'failed'`,
      [audioId],
    );
  }

  /**
   * Media swept the file: forgotten unless a sound names it; a sound saved in that very moment
   * keeps its row, failed with `message` (it cannot play, so it says why).
   */
  async audioDiscarded(manager: EntityManager, audioId: string, message: string): Promise<void> {
    await manager.query(
      `DELETE FROM catalogue.audio_files a
        WHERE a.audio_id = $1 AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.audio_id = a.audio_id)`,
      [audioId],
    );
    await manager.query(
      `UPDATE catalogue.audio_files SET status = 'failed', failure_message = $2, updated_at = now()
        WHERE audio_id = $1`,
      [audioId, message],
    );
  }

  async imageUploaded(
    manager: EntityManager,
    image: { imageId: string; ownerId: string | null; purpose: string; uploadedAt: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.uploaded_images (image_id, owner_id, purpose, uploaded_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (image_id) DO NOTHING`,
      [image.imageId, image.ownerId, image.purpose, image.uploadedAt],
    );
  }

  async imageDiscarded(manager: EntityManager, imageId: string): Promise<void> {
    await manager.query(`DELETE FROM catalogue.uploaded_images WHERE image_id = $1`, [imageId]);
  }
}
