import { Injectable } from '@nestjs/common';
import type { DistributionDailyStatsResponse } from './distribution-stats.dto';
import { DistributionStatsRepository } from './distribution-stats.repository';

/** The dashboard's window: the last 30 days, counted as the team in Brazil counts its days. */
export const STATS_DAYS = 30;
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

@Injectable()
export class DistributionStatsService {
  constructor(private readonly stats: DistributionStatsRepository) {}

  async daily(): Promise<DistributionDailyStatsResponse> {
    const days = await this.stats.pendingPerDay(STATS_TIME_ZONE, STATS_DAYS);
    // Today's row is counted at this moment: the backlog now.
    return { timeZone: STATS_TIME_ZONE, days, pendingNow: days.at(-1)?.pending ?? 0 };
  }
}
