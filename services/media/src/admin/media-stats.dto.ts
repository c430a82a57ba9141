import { ApiProperty } from '@nestjs/swagger';
import { DailyStatsDay, DailyStatsResponse } from '@sampleteca/runtime';

export class ProcessingFailuresDay extends DailyStatsDay {
  @ApiProperty({ description: 'Áudios enviados no dia cujo processamento falhou' }) failures: number;
}

/** The console's dashboard: audio processing failures per day, oldest day first, today last. */
export class MediaDailyStatsResponse extends DailyStatsResponse {
  @ApiProperty({ type: [ProcessingFailuresDay] }) days: ProcessingFailuresDay[];
}
