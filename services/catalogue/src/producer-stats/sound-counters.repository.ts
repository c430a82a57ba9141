import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a day's row of a sound counts; the column names of catalogue.sound_daily_counts. */
export type SoundCounter = 'plays' | 'likes' | 'unlikes' | 'downloads_mp3' | 'downloads_original' | 'downloads_tuned';

/** The file a counted download served: the MP3, the upload as it was, or the MP3 the portal tunes. */
export type DownloadFile = 'mp3' | 'original' | 'tuned';

export const downloadCounter = (file: DownloadFile | undefined): SoundCounter => `downloads_${file ?? 'mp3'}`;

/**
 * Bumps the dashboard's counters inside the caller's transaction, so a counter exists exactly
 * when the fact it counts does. `at` picks the UTC day (a download is dated when it was served).
 */
@Injectable()
export class SoundCountersRepository {
  async bump(manager: EntityManager, soundId: string, counter: SoundCounter, at: Date = new Date()): Promise<void> {
    // `counter` is one of the typed column names above, never user input.
    await manager.query(
      `INSERT INTO catalogue.sound_daily_counts (sound_id, day, owner_id, ${counter})
       SELECT id, ($2::timestamptz AT TIME ZONE 'UTC')::date, owner_id, 1 FROM catalogue.sounds WHERE id = $1
       ON CONFLICT (sound_id, day) DO UPDATE SET ${counter} = sound_daily_counts.${counter} + 1`,
      [soundId, at],
    );
  }

  /** Records `listenerId`'s play of the day; false when it was counted already today. */
  async firstPlayToday(manager: EntityManager, soundId: string, listenerId: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO catalogue.preview_plays (sound_id, listener_id, day)
       VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date) ON CONFLICT DO NOTHING RETURNING 1`,
      [soundId, listenerId],
    );
    return inserted.length > 0;
  }
}
