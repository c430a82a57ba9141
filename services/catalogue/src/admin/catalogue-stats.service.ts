import { Injectable } from '@nestjs/common';
import type { CatalogueDailyStatsResponse } from './catalogue-stats.dto';
import { CatalogueStatsRepository } from './catalogue-stats.repository';

/** The dashboard's window: the last 30 days, counted as the team in Brazil counts its days. */
export const STATS_DAYS = 30;
export const STATS_TIME_ZONE = 'America/Sao_Paulo';

@Injectable()
export class CatalogueStatsService {
  constructor(private readonly stats: CatalogueStatsRepository) {}

  async daily(): Promise<CatalogueDailyStatsResponse> {
    const [days, failedProcessing] = await Promise.all([
      this.stats.perDay(STATS_TIME_ZONE, STATS_DAYS),
      this.stats.failedProcessing(),
    ]);
    return { timeZone: STATS_TIME_ZONE, days, failedProcessing };
  }
}
