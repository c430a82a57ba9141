import { Injectable } from '@nestjs/common';
import type { IdentityDailyStatsResponse } from './identity-stats.dto';
import { IdentityStatsRepository } from './identity-stats.repository';

/** The dashboard's window: the last 30 days, counted as the team in Brazil counts its days. */
export const STATS_DAYS = 30;
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

@Injectable()
export class IdentityStatsService {
  constructor(private readonly stats: IdentityStatsRepository) {}

  async daily(): Promise<IdentityDailyStatsResponse> {
    const rows = await this.stats.newUsersPerDay(STATS_TIME_ZONE, STATS_DAYS);
    return { timeZone: STATS_TIME_ZONE, days: rows.map((row) => ({ date: row.date, newUsers: row.new_users })) };
  }
}
