import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { rowsPerDay, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { IdentityDailyStatsResponse, type NewUsersDay } from './identity-stats.dto';

/** identity.users counted per day, for the console's dashboard. */
@Injectable()
export class IdentityStatsRepository implements DailyStatsQuery<IdentityDailyStatsResponse> {
  static readonly summary = 'Novos usuários por dia nos últimos 30 dias';
  static readonly response = IdentityDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  /** Sign-ups per day over the window. Demo accounts (development seed) are not sign-ups. */
  async daily(window: DailyStatsWindow): Promise<{ days: NewUsersDay[] }> {
    const days = await rowsPerDay<NewUsersDay>(this.transactions.dataSource, window, {
      table: 'identity.users',
      where: "provider <> 'demo'",
      count: 'newUsers',
    });
    return { days };
  }
}
