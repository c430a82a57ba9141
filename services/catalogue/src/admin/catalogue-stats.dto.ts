import { ApiProperty } from '@nestjs/swagger';

export class CatalogueStatsDay {
  @ApiProperty({ example: '2026-11-23', description: 'Dia (AAAA-MM-DD) no fuso de timeZone' }) date: string;
  @ApiProperty({ description: 'Sons enviados (criados) no dia' }) uploads: number;
  @ApiProperty({ description: 'Downloads contados no dia (um por usuário e som, como no card)' }) downloads: number;
}

/** The console's dashboard: uploads and downloads per day, oldest day first, and what needs attention now. */
export class CatalogueDailyStatsResponse {
  @ApiProperty({ example: 'America/Sao_Paulo' }) timeZone: string;
  @ApiProperty({ type: [CatalogueStatsDay] }) days: CatalogueStatsDay[];
  @ApiProperty({ description: 'Sons cujo processamento de áudio falhou (agora)' }) failedProcessing: number;
}
