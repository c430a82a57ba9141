import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

export type PendingDayRow = { date: string; pending: number };

/** distribution.requests counted per day, for the console's dashboard. */
@Injectable()
export class DistributionStatsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * The requests pending at the end of each of the last `days` in `timeZone` (today: now): made
   * before that moment and not decided by then. Requests decided before the window are left out
   * first, so only the window's requests are joined to its days.
   */
  pendingPerDay(timeZone: string, days: number): Promise<PendingDayRow[]> {
    return this.transactions.dataSource.query<PendingDayRow[]>(
      `WITH days AS (
         SELECT (now() AT TIME ZONE $1)::date - back AS day FROM generate_series($2::int - 1, 0, -1) AS back
       ),
       ends AS (SELECT day, least((day + 1)::timestamp AT TIME ZONE $1, now()) AS at FROM days),
       open_in_window AS (
         SELECT created_at, decided_at FROM distribution.requests
          WHERE decided_at IS NULL OR decided_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1
       )
       SELECT to_char(ends.day, 'YYYY-MM-DD') AS date, count(r.created_at)::int AS pending
         FROM ends
         LEFT JOIN open_in_window r
           ON r.created_at < ends.at AND (r.decided_at IS NULL OR r.decided_at >= ends.at)
        GROUP BY ends.day
        ORDER BY ends.day`,
      [timeZone, days],
    );
  }
}
