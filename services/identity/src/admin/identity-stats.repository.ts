import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

export type NewUsersRow = { date: string; new_users: number };

/** identity.users counted per day, for the console's dashboard. */
@Injectable()
export class IdentityStatsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * One row per day of the last `days` in `timeZone` (today included, zero when none), grouped in
   * one pass over the window's rows. Demo accounts (development seed) are not sign-ups.
   */
  newUsersPerDay(timeZone: string, days: number): Promise<NewUsersRow[]> {
    return this.transactions.dataSource.query<NewUsersRow[]>(
      `WITH days AS (
         SELECT (now() AT TIME ZONE $1)::date - back AS day FROM generate_series($2::int - 1, 0, -1) AS back
       ),
       counted AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS new_users
           FROM identity.users
          WHERE created_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
            AND provider <> 'demo'
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counted.new_users, 0) AS new_users
         FROM days LEFT JOIN counted USING (day)
        ORDER BY days.day`,
      [timeZone, days],
    );
  }
}
