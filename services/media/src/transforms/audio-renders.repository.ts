import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

/** media.audio_renders: which renderings each audio file has in storage. */
@Injectable()
export class AudioRendersRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Recorded once the object is stored (a row without its object would only cost a no-op delete). */
  async recorded(audioId: string, storageKey: string): Promise<void> {
    await this.transactions.dataSource.query(
      `INSERT INTO media.audio_renders (audio_id, storage_key) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [audioId, storageKey],
    );
  }

  async keysOf(audioId: string): Promise<string[]> {
    const rows = await this.transactions.dataSource.query<{ storage_key: string }[]>(
      `SELECT storage_key FROM media.audio_renders WHERE audio_id = $1`,
      [audioId],
    );
    return rows.map((row) => row.storage_key);
  }

  async forget(audioId: string): Promise<void> {
    await this.transactions.dataSource.query(`DELETE FROM media.audio_renders WHERE audio_id = $1`, [audioId]);
  }
}
