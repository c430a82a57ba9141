import { Injectable } from '@nestjs/common';
import type { MediaDailyStatsResponse } from './media-stats.dto';
import { MediaStatsRepository } from './media-stats.repository';

/** The dashboard's window: the last 30 days, counted as the team in Brazil counts its days. */
export const STATS_DAYS = 30;
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

@Injectable()
export class MediaStatsService {
  constructor(private readonly stats: MediaStatsRepository) {}

  async daily(): Promise<MediaDailyStatsResponse> {
    return { timeZone: STATS_TIME_ZONE, days: await this.stats.failuresPerDay(STATS_TIME_ZONE, STATS_DAYS) };
  }
}
