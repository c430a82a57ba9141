import { ApiProperty } from '@nestjs/swagger';

export class ProcessingFailuresDay {
  @ApiProperty({ example: '2026-11-23', description: 'Dia (AAAA-MM-DD) no fuso de timeZone' }) date: string;
  @ApiProperty({ description: 'Áudios enviados no dia cujo processamento falhou' }) failures: number;
}

/** The console's dashboard: audio processing failures per day, oldest day first, today last. */
export class MediaDailyStatsResponse {
  @ApiProperty({ example: 'America/Sao_Paulo' }) timeZone: string;
  @ApiProperty({ type: [ProcessingFailuresDay] }) days: ProcessingFailuresDay[];
}
