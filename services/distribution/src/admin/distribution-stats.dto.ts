import { ApiProperty } from '@nestjs/swagger';
import { DailyStatsDay, DailyStatsResponse } from '@sampleteca/runtime';

export class PendingRequestsDay extends DailyStatsDay {
  @ApiProperty({ description: 'Solicitações pendentes ao fim do dia (hoje: agora)' }) pending: number;
}

/** The console's dashboard: the pending requests at the end of each day, oldest day first, today last. */
export class DistributionDailyStatsResponse extends DailyStatsResponse {
  @ApiProperty({ type: [PendingRequestsDay] }) days: PendingRequestsDay[];
  @ApiProperty({ description: 'Solicitações pendentes agora' }) pendingNow: number;
}
