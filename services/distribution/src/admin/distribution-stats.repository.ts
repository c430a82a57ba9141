import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { WINDOW_DAYS_CTE, windowParameters, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { DistributionDailyStatsResponse, type PendingRequestsDay } from './distribution-stats.dto';

/** distribution.requests counted per day, for the console's dashboard. */
@Injectable()
export class DistributionStatsRepository implements DailyStatsQuery<DistributionDailyStatsResponse> {
  static readonly summary = 'Solicitações pendentes ao fim de cada dia dos últimos 30 dias, e agora';
  static readonly response = DistributionDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * The requests pending at the end of each day of the window (today: now): made before that
   * moment and not decided by then. Requests decided before the window are left out first, so
   * only the window's requests are joined to its days.
   */
  async daily(window: DailyStatsWindow): Promise<{ days: PendingRequestsDay[]; pendingNow: number }> {
    const days = await this.transactions.dataSource.query<PendingRequestsDay[]>(
      `WITH ${WINDOW_DAYS_CTE},
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
      windowParameters(window),
    );
    // Today's row is counted at this moment: the backlog now.
    return { days, pendingNow: days.at(-1)?.pending ?? 0 };
  }
}
