import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import type { MusicalKey } from '@sampleteca/contracts';

type TuningRow = { tempo: number | null; key: MusicalKey | null };

/** catalogue.listening_tunings: one row per listener who chose a tempo or key. */
@Injectable()
export class ListeningTuningsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async find(userId: string): Promise<TuningRow | undefined> {
    const [row] = await this.transactions.dataSource.query<TuningRow[]>(
      `SELECT tempo, key FROM catalogue.listening_tunings WHERE user_id = $1`,
      [userId],
    );
    return row;
  }

  async save(userId: string, tuning: TuningRow): Promise<void> {
    await this.transactions.dataSource.query(
      `INSERT INTO catalogue.listening_tunings (user_id, tempo, key) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET tempo = $2, key = $3, updated_at = now()`,
      [userId, tuning.tempo, tuning.key],
    );
  }
}
