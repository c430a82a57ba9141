import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { WINDOW_DAYS_CTE, windowParameters, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { CatalogueDailyStatsResponse, type CatalogueStatsDay } from './catalogue-stats.dto';

/** catalogue.sounds and catalogue.downloads counted per day, for the console's dashboard. */
@Injectable()
export class CatalogueStatsRepository implements DailyStatsQuery<CatalogueDailyStatsResponse> {
  static readonly summary = 'Envios e downloads por dia nos últimos 30 dias; sons com processamento falho';
  static readonly response = CatalogueDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  async daily(window: DailyStatsWindow): Promise<{ days: CatalogueStatsDay[]; failedProcessing: number }> {
    const [days, failedProcessing] = await Promise.all([this.perDay(window), this.failedProcessing()]);
    return { days, failedProcessing };
  }

  /**
   * One row per day of the window (today included, zero when none). Each table is grouped in one
   * pass over the window's rows (sounds by their created_at index).
   */
  private perDay(window: DailyStatsWindow): Promise<CatalogueStatsDay[]> {
    return this.transactions.dataSource.query<CatalogueStatsDay[]>(
      `WITH ${WINDOW_DAYS_CTE},
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
      windowParameters(window),
    );
  }

  /** Sounds whose audio media could not process (the console's Sons list, filter processing=failed). */
  private async failedProcessing(): Promise<number> {
    const [row] = await this.transactions.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count
         FROM catalogue.sounds s JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
        WHERE a.status = 'failed'`,
    );
    return row.count;
  }
}
