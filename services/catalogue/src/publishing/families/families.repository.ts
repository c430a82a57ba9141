import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SoundReading } from '@sampleteca/contracts';
import { returningRows, TransactionRunner } from '@sampleteca/database';
import type { SoundTags } from './sound-tags';

/** An upload's reading as the wizard asks for it. */
export type UploadReadingRow = {
  status: 'processing' | 'ready' | 'failed';
  reading_family: string | null;
  reading_family_confidence: number | null;
  reading_shape: string | null;
};

/**
 * Where the tags live (#44): the analysis' reading kept with each upload
 * (catalogue.audio_files.reading_*), and each sound's family, shape and their source.
 */
@Injectable()
export class FamiliesRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Keeps the upload's reading (null clears it: the audio was too short or silent to read). */
  async keepReading(manager: EntityManager, audioId: string, reading: SoundReading | null): Promise<void> {
    await manager.query(
      `UPDATE catalogue.audio_files SET reading_family = $2, reading_family_confidence = $3, reading_shape = $4,
              reading_at = now()
        WHERE audio_id = $1`,
      [audioId, reading?.family ?? null, reading?.familyConfidence ?? null, reading?.shape ?? null],
    );
  }

  /**
   * Tags the sound playing this file with the reading, unless its producer chose its tags; answers
   * the sounds that changed, with whether they are public. Writing the same reading again changes
   * nothing (a redelivered event, a backfill run twice).
   */
  retagFromReading(
    manager: EntityManager,
    audioId: string,
    reading: SoundReading | null,
  ): Promise<{ id: string; status: string }[]> {
    const family = reading?.family ?? null;
    const shape = reading?.shape ?? null;
    const source = reading ? 'analysis' : null;
    return returningRows<{ id: string; status: string }>(
      manager,
      `UPDATE catalogue.sounds SET instrument_family = $2, shape = $3, family_source = $4
        WHERE audio_id = $1 AND family_source IS DISTINCT FROM 'producer'
          AND (instrument_family, shape, family_source) IS DISTINCT FROM ($2, $3, $4)
        RETURNING id, status`,
      [audioId, family, shape, source],
    );
  }

  /** The sound's tags (the caller holds its row lock). */
  async tagsOf(manager: EntityManager, soundId: string): Promise<SoundTags> {
    const [row] = await manager.query<
      { instrument_family: string | null; shape: string | null; family_source: string | null }[]
    >(`SELECT instrument_family, shape, family_source FROM catalogue.sounds WHERE id = $1`, [soundId]);
    return {
      instrumentFamily: row.instrument_family,
      shape: row.shape,
      familySource: row.family_source,
    } as SoundTags;
  }

  async setTags(manager: EntityManager, soundId: string, tags: SoundTags): Promise<void> {
    await manager.query(
      `UPDATE catalogue.sounds SET instrument_family = $2, shape = $3, family_source = $4 WHERE id = $1`,
      [soundId, tags.instrumentFamily, tags.shape, tags.familySource],
    );
  }

  /** Ready files media has read (#44's backfill tags every file processed before readings). */
  async readingProgress(): Promise<{ done: number; total: number }> {
    const [row] = await this.transactions.dataSource.query<{ done: number; total: number }[]>(
      `SELECT count(*) FILTER (WHERE reading_at IS NOT NULL)::int AS done, count(*)::int AS total
         FROM catalogue.audio_files WHERE status = 'ready'`,
    );
    return row;
  }

  /** The owner's upload's reading; undefined when the file is not theirs (or not known yet). */
  async uploadReading(audioId: string, ownerId: string): Promise<UploadReadingRow | undefined> {
    const [row] = await this.transactions.dataSource.query<UploadReadingRow[]>(
      `SELECT status, reading_family, reading_family_confidence, reading_shape
         FROM catalogue.audio_files WHERE audio_id = $1 AND owner_id = $2`,
      [audioId, ownerId],
    );
    return row;
  }
}
