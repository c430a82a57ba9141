import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { rowsPerDay, type DailyStatsQuery, type DailyStatsWindow } from '@sampleteca/runtime';
import { MediaDailyStatsResponse, type ProcessingFailuresDay } from './media-stats.dto';

/** media.audio_files counted per day, for the console's dashboard. */
@Injectable()
export class MediaStatsRepository implements DailyStatsQuery<MediaDailyStatsResponse> {
  static readonly summary = 'Falhas de processamento de áudio por dia nos últimos 30 dias';
  static readonly response = MediaDailyStatsResponse;

  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Failed files per upload day over the window. Processing follows the upload within minutes;
   * the upload's day is kept because updated_at moves again when the sweep discards the file.
   * Discarded rows still count.
   */
  async daily(window: DailyStatsWindow): Promise<{ days: ProcessingFailuresDay[] }> {
    const days = await rowsPerDay<ProcessingFailuresDay>(this.transactions.dataSource, window, {
      table: 'media.audio_files',
      where: "status = 'failed'",
      count: 'failures',
    });
    return { days };
  }
}
