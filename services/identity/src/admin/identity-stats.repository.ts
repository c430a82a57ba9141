import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { WINDOW_DAYS_CTE, windowParameters, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { IdentityDailyStatsResponse, type NewUsersDay } from './identity-stats.dto';

/** identity.users counted per day, for the console's dashboard. */
@Injectable()
export class IdentityStatsRepository implements DailyStatsQuery<IdentityDailyStatsResponse> {
  static readonly summary = 'Novos usuários por dia nos últimos 30 dias';
  static readonly response = IdentityDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * One row per day of the window (today included, zero when none), grouped in one pass over the
   * window's rows. Demo accounts (development seed) are not sign-ups.
   */
  async daily(window: DailyStatsWindow): Promise<{ days: NewUsersDay[] }> {
    const days = await this.transactions.dataSource.query<NewUsersDay[]>(
      `WITH ${WINDOW_DAYS_CTE},
       counted AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS new_users
           FROM identity.users
          WHERE created_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
            AND provider <> 'demo'
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counted.new_users, 0) AS "newUsers"
         FROM days LEFT JOIN counted USING (day)
        ORDER BY days.day`,
      windowParameters(window),
    );
    return { days };
  }
}
