import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { netChange, statsDay } from './day-counting';

/** What a day's row of a sound counts by adding one; the column names of catalogue.sound_daily_counts. */
export type SoundCounter = 'plays' | 'downloads_mp3' | 'downloads_original' | 'downloads_tuned';

/** The file a counted download served: the MP3, the upload as it was, or the MP3 the portal tunes. */
export type DownloadFile = 'mp3' | 'original' | 'tuned';

export const downloadCounter = (file: DownloadFile | undefined): SoundCounter => `downloads_${file ?? 'mp3'}`;

/**
 * Keeps the dashboard's counters inside the caller's transaction, so a counter exists exactly
 * when the fact it counts does. Days are UTC dates ('Meu painel').
 */
@Injectable()
export class SoundCountersRepository {
  /** Adds one to a counter; `at` picks the day (a download is dated when it was served). */
  async bump(manager: EntityManager, soundId: string, counter: SoundCounter, at?: Date): Promise<void> {
    // `counter` is one of the typed column names above, never user input.
    await manager.query(
      `INSERT INTO catalogue.sound_daily_counts (sound_id, day, owner_id, ${counter})
       SELECT id, $2::date, owner_id, 1 FROM catalogue.sounds WHERE id = $1
       ON CONFLICT (sound_id, day) DO UPDATE SET ${counter} = sound_daily_counts.${counter} + 1`,
      [soundId, statsDay(at?.getTime())],
    );
  }

  /**
   * A like that changed (`liked` is the state now): counted against the state of the like when
   * the day began, kept on the day's first change. Liked and unliked the same day counts nothing;
   * unliking a like of an earlier day counts one unlike. The caller holds the sound's row locked
   * (the like count's update), so one sound's changes are counted one after the other.
   */
  async likeChanged(manager: EntityManager, soundId: string, userId: string, liked: boolean): Promise<void> {
    const { gained, lost } = netChange('start.liked', '$3::boolean');
    await manager.query(
      `WITH start AS (
         INSERT INTO catalogue.like_day_starts (user_id, sound_id, day, liked) VALUES ($1, $2, $4::date, NOT $3::boolean)
         ON CONFLICT (user_id, sound_id, day) DO UPDATE SET liked = like_day_starts.liked
         RETURNING liked)
       INSERT INTO catalogue.sound_daily_counts (sound_id, day, owner_id, likes, unlikes)
       SELECT s.id, $4::date, s.owner_id, ${gained}, ${lost} FROM catalogue.sounds s, start WHERE s.id = $2
       ON CONFLICT (sound_id, day) DO UPDATE SET likes = sound_daily_counts.likes + EXCLUDED.likes,
         unlikes = sound_daily_counts.unlikes + EXCLUDED.unlikes`,
      [userId, soundId, liked, statsDay()],
    );
  }

  /** Records `listenerId`'s play of the day; false when it was counted already today. */
  async firstPlayToday(manager: EntityManager, soundId: string, listenerId: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO catalogue.preview_plays (sound_id, listener_id, day)
       VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING RETURNING 1`,
      [soundId, listenerId, statsDay()],
    );
    return inserted.length > 0;
  }
}
