import { ApiProperty } from '@nestjs/swagger';

/** What every service's dashboard answer starts with; each service adds its own series. */
export class DailyStatsResponse {
  @ApiProperty({ example: 'America/Sao_Paulo' }) timeZone: string;
}

/** One day of a service's series; each service adds its own counts. */
export class DailyStatsDay {
  @ApiProperty({ example: '2026-11-23', description: 'Dia (AAAA-MM-DD) no fuso de timeZone' }) date: string;
}
