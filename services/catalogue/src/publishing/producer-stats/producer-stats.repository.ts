import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { statsDay } from './day-counting';

type Counts = {
  plays: number;
  likes: number;
  unlikes: number;
  downloads_mp3: number;
  downloads_original: number;
  downloads_tuned: number;
};
export type DayRow = Counts & { day: string; followers_gained: number; followers_lost: number };
export type TopSoundRow = Counts & { id: string; name: string };

const SUMS = `coalesce(sum(plays), 0)::int AS plays, coalesce(sum(likes), 0)::int AS likes,
  coalesce(sum(unlikes), 0)::int AS unlikes, coalesce(sum(downloads_mp3), 0)::int AS downloads_mp3,
  coalesce(sum(downloads_original), 0)::int AS downloads_original,
  coalesce(sum(downloads_tuned), 0)::int AS downloads_tuned`;

/** Reads 'Meu painel' from the counter tables only: one index range per producer and window. */
@Injectable()
export class ProducerStatsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** One row per UTC day of the last `days` (today, by the platform's clock, included), days without anything as zeros. */
  daily(producerId: string, days: number): Promise<DayRow[]> {
    return this.query<DayRow>(
      `WITH window_days AS (
         SELECT generate_series($3::date - ($2::int - 1), $3::date,
                                interval '1 day')::date AS day),
       sounds AS (
         SELECT day, ${SUMS} FROM catalogue.sound_daily_counts
          WHERE owner_id = $1 AND day >= $3::date - ($2::int - 1) GROUP BY day),
       followers AS (
         SELECT day, gained, lost FROM catalogue.producer_daily_followers
          WHERE producer_id = $1 AND day >= $3::date - ($2::int - 1))
       SELECT to_char(w.day, 'YYYY-MM-DD') AS day,
              coalesce(s.plays, 0) AS plays, coalesce(s.likes, 0) AS likes, coalesce(s.unlikes, 0) AS unlikes,
              coalesce(s.downloads_mp3, 0) AS downloads_mp3,
              coalesce(s.downloads_original, 0) AS downloads_original,
              coalesce(s.downloads_tuned, 0) AS downloads_tuned,
              coalesce(f.gained, 0) AS followers_gained, coalesce(f.lost, 0) AS followers_lost
         FROM window_days w LEFT JOIN sounds s USING (day) LEFT JOIN followers f USING (day)
        ORDER BY w.day`,
      [producerId, days, statsDay()],
    );
  }

  /** The producer's sounds that brought the most plays and downloads in the window. */
  top(producerId: string, days: number, limit: number): Promise<TopSoundRow[]> {
    return this.query<TopSoundRow>(
      `SELECT s.id, s.name, c.* FROM (
         SELECT sound_id, ${SUMS} FROM catalogue.sound_daily_counts
          WHERE owner_id = $1 AND day >= $4::date - ($2::int - 1) GROUP BY sound_id) c
         JOIN catalogue.sounds s ON s.id = c.sound_id
        WHERE c.plays + c.downloads_mp3 + c.downloads_original + c.downloads_tuned > 0
        ORDER BY c.plays + c.downloads_mp3 + c.downloads_original + c.downloads_tuned DESC, c.likes DESC, s.id
        LIMIT $3`,
      [producerId, days, limit, statsDay()],
    );
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
