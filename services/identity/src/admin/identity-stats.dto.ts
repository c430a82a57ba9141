import { ApiProperty } from '@nestjs/swagger';
import { DailyStatsDay, DailyStatsResponse } from '@sampleteca/runtime';

export class NewUsersDay extends DailyStatsDay {
  @ApiProperty({ description: 'Contas criadas no dia (as do catálogo de demonstração não contam)' })
  newUsers: number;
}

/** The console's dashboard: accounts created per day, oldest day first, today last. */
export class IdentityDailyStatsResponse extends DailyStatsResponse {
  @ApiProperty({ type: [NewUsersDay] }) days: NewUsersDay[];
}
