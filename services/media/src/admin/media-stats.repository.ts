import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

export type FailuresDayRow = { date: string; failures: number };

/** media.audio_files counted per day, for the console's dashboard. */
@Injectable()
export class MediaStatsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Failed files per upload day over the last `days` in `timeZone` (today included, zero when
   * none). Processing follows the upload within minutes; the upload's day is kept because
   * updated_at moves again when the sweep discards the file. Discarded rows still count.
   */
  failuresPerDay(timeZone: string, days: number): Promise<FailuresDayRow[]> {
    return this.transactions.dataSource.query<FailuresDayRow[]>(
      `WITH days AS (
         SELECT (now() AT TIME ZONE $1)::date - back AS day FROM generate_series($2::int - 1, 0, -1) AS back
       ),
       counted AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS failures
           FROM media.audio_files
          WHERE status = 'failed' AND created_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counted.failures, 0) AS failures
         FROM days LEFT JOIN counted USING (day)
        ORDER BY days.day`,
      [timeZone, days],
    );
  }
}
