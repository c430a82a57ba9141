import { rowsPerDayQuery } from '@sampleteca/runtime';
import { MediaDailyStatsResponse } from './media-stats.dto';

/**
 * media.audio_files counted per day, for the console's dashboard: failed files per upload day
 * over the window. Processing follows the upload within minutes; the upload's day is kept
 * because updated_at moves again when the sweep discards the file. Discarded rows still count.
 */
export const MediaStatsRepository = rowsPerDayQuery(MediaDailyStatsResponse, {
  summary: 'Falhas de processamento de áudio por dia nos últimos 30 dias',
  rows: { table: 'media.audio_files', where: "status = 'failed'", count: 'failures' },
});
