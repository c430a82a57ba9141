import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '@sampleteca/database';

/** A ready file described with an older descriptor, or none. */
export type FileToDescribe = { id: string; ownerUserId: string; originalKey: string; previewKey: string | null };

/** media.audio_files as the timbre backfill reads them (audio_files_by_timbre_version). */
@Injectable()
export class TimbreBackfillRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** The next file to describe, locked for the transaction; files others hold are skipped. */
  async claimNext(manager: EntityManager, version: number): Promise<FileToDescribe | undefined> {
    const [row] = await manager.query<FileToDescribe[]>(
      `SELECT id, owner_user_id AS "ownerUserId", original_key AS "originalKey", preview_key AS "previewKey"
         FROM media.audio_files
        WHERE status = 'ready' AND deleted_at IS NULL AND coalesce(timbre_version, 0) < $1
        ORDER BY coalesce(timbre_version, 0), id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [version],
    );
    return row;
  }

  async described(manager: EntityManager, id: string, version: number): Promise<void> {
    await manager.query(`UPDATE media.audio_files SET timbre_version = $2 WHERE id = $1`, [id, version]);
  }

  /** Ready files described with `version`, of all ready files. */
  async progress(version: number): Promise<{ done: number; total: number }> {
    const [row] = await this.transactions.dataSource.query<{ done: number; total: number }[]>(
      `SELECT count(*) FILTER (WHERE coalesce(timbre_version, 0) >= $1)::int AS done, count(*)::int AS total
         FROM media.audio_files WHERE status = 'ready' AND deleted_at IS NULL`,
      [version],
    );
    return row;
  }
}
