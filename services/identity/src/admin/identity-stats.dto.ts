import { ApiProperty } from '@nestjs/swagger';

export class NewUsersDay {
  @ApiProperty({ example: '2026-11-23', description: 'Dia (AAAA-MM-DD) no fuso de timeZone' }) date: string;
  @ApiProperty({ description: 'Contas criadas no dia (as do catálogo de demonstração não contam)' })
  newUsers: number;
}

/** The console's dashboard: accounts created per day, oldest day first, today last. */
export class IdentityDailyStatsResponse {
  @ApiProperty({ example: 'America/Sao_Paulo' }) timeZone: string;
  @ApiProperty({ type: [NewUsersDay] }) days: NewUsersDay[];
}
