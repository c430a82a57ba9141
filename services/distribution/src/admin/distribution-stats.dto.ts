import { ApiProperty } from '@nestjs/swagger';

export class PendingRequestsDay {
  @ApiProperty({ example: '2026-11-23', description: 'Dia (AAAA-MM-DD) no fuso de timeZone' }) date: string;
  @ApiProperty({ description: 'Solicitações pendentes ao fim do dia (hoje: agora)' }) pending: number;
}

/** The console's dashboard: the pending requests at the end of each day, oldest day first, today last. */
export class DistributionDailyStatsResponse {
  @ApiProperty({ example: 'America/Sao_Paulo' }) timeZone: string;
  @ApiProperty({ type: [PendingRequestsDay] }) days: PendingRequestsDay[];
  @ApiProperty({ description: 'Solicitações pendentes agora' }) pendingNow: number;
}
