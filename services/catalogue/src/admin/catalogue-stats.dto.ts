import { ApiProperty } from '@nestjs/swagger';
import { DailyStatsDay, DailyStatsResponse } from '@sampleteca/runtime';

export class CatalogueStatsDay extends DailyStatsDay {
  @ApiProperty({ description: 'Sons enviados (criados) no dia' }) uploads: number;
  @ApiProperty({ description: 'Downloads contados no dia (um por usuário e som, como no card)' }) downloads: number;
}

/** The console's dashboard: uploads and downloads per day, oldest day first, and what needs attention now. */
export class CatalogueDailyStatsResponse extends DailyStatsResponse {
  @ApiProperty({ type: [CatalogueStatsDay] }) days: CatalogueStatsDay[];
  @ApiProperty({ description: 'Sons cujo processamento de áudio falhou (agora)' }) failedProcessing: number;
}
