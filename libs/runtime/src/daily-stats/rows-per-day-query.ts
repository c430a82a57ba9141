import { Injectable, type Type } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import type { DailyStatsQuery, DailyStatsQueryClass } from './daily-stats-query';
import type { DailyStatsWindow } from './daily-stats-window';
import type { DailyStatsResponse } from './daily-stats.dto';
import { rowsPerDay, type RowsPerDay } from './rows-per-day';

/**
 * The dashboard query of a service whose numbers are one table's rows counted per day
 * (`{ days }`, rowsPerDay): the provider, with its route's summary and answer.
 */
export function rowsPerDayQuery<Response extends DailyStatsResponse>(
  response: Type<Response>,
  options: { summary: string; rows: RowsPerDay },
): DailyStatsQueryClass<Response> {
  @Injectable()
  class RowsPerDayQuery implements DailyStatsQuery<Response> {
    static readonly summary = options.summary;
    static readonly response = response;

    constructor(private readonly transactions: TransactionRunner) {}

    async daily(window: DailyStatsWindow): Promise<Omit<Response, 'timeZone'>> {
      // The days carry `date` and the count named by `rows.count`: the answer's day type.
      const days = await rowsPerDay(this.transactions.dataSource, window, options.rows);
      return { days } as unknown as Omit<Response, 'timeZone'>;
    }
  }
  return RowsPerDayQuery;
}
