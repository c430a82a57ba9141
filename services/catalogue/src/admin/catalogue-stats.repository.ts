import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

export type CatalogueDayRow = { date: string; uploads: number; downloads: number };

/** catalogue.sounds and catalogue.downloads counted per day, for the console's dashboard. */
@Injectable()
export class CatalogueStatsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * One row per day of the last `days` in `timeZone` (today included, zero when none). Each table
   * is grouped in one pass over the window's rows (sounds by their created_at index).
   */
  perDay(timeZone: string, days: number): Promise<CatalogueDayRow[]> {
    return this.transactions.dataSource.query<CatalogueDayRow[]>(
      `WITH days AS (
         SELECT (now() AT TIME ZONE $1)::date - back AS day FROM generate_series($2::int - 1, 0, -1) AS back
       ),
       since AS (SELECT (min(day)::timestamp AT TIME ZONE $1) AS at FROM days),
       uploads AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS uploads
           FROM catalogue.sounds WHERE created_at >= (SELECT at FROM since) GROUP BY 1
       ),
       downloads AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS downloads
           FROM catalogue.downloads WHERE created_at >= (SELECT at FROM since) GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
              coalesce(uploads.uploads, 0) AS uploads, coalesce(downloads.downloads, 0) AS downloads
         FROM days LEFT JOIN uploads USING (day) LEFT JOIN downloads USING (day)
        ORDER BY days.day`,
      [timeZone, days],
    );
  }

  /** Sounds whose audio media could not process (the console's Sons list, filter processing=failed). */
  async failedProcessing(): Promise<number> {
    const [row] = await this.transactions.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count
         FROM catalogue.sounds s JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
        WHERE a.status = 'failed'`,
    );
    return row.count;
  }
}
