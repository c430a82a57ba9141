import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

/**
 * media.audio_renders: the renders of downloads in a listener's tempo and key the server used to
 * store (#18 §1), one row per object. Storage cannot list a folder: the rows are how they are found.
 */
@Injectable()
export class LeftoverRendersRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Up to `limit` stored renders' keys. */
  async keys(limit: number): Promise<string[]> {
    const rows = await this.transactions.dataSource.query<{ storage_key: string }[]>(
      `SELECT storage_key FROM media.audio_renders ORDER BY audio_id, storage_key LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.storage_key);
  }

  /** Forgets renders whose objects are gone. */
  async forget(keys: string[]): Promise<void> {
    await this.transactions.dataSource.query(`DELETE FROM media.audio_renders WHERE storage_key = ANY($1)`, [keys]);
  }
}
