import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { WINDOW_DAYS_CTE, windowParameters, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { MediaDailyStatsResponse, type ProcessingFailuresDay } from './media-stats.dto';

/** media.audio_files counted per day, for the console's dashboard. */
@Injectable()
export class MediaStatsRepository implements DailyStatsQuery<MediaDailyStatsResponse> {
  static readonly summary = 'Falhas de processamento de áudio por dia nos últimos 30 dias';
  static readonly response = MediaDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Failed files per upload day over the window (today included, zero when none). Processing
   * follows the upload within minutes; the upload's day is kept because updated_at moves again
   * when the sweep discards the file. Discarded rows still count.
   */
  async daily(window: DailyStatsWindow): Promise<{ days: ProcessingFailuresDay[] }> {
    const days = await this.transactions.dataSource.query<ProcessingFailuresDay[]>(
      `WITH ${WINDOW_DAYS_CTE},
       counted AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS failures
           FROM media.audio_files
          WHERE status = 'failed' AND created_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counted.failures, 0) AS failures
         FROM days LEFT JOIN counted USING (day)
        ORDER BY days.day`,
      windowParameters(window),
    );
    return { days };
  }
}
