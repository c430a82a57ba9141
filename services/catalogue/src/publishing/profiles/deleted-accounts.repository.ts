import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { netChange } from '../producer-stats/day-counting';

const SAME_DAY_COUNTS = `likes = sound_daily_counts.likes + EXCLUDED.likes,
  unlikes = sound_daily_counts.unlikes + EXCLUDED.unlikes`;
const SAME_DAY_FOLLOWERS = `gained = producer_daily_followers.gained + EXCLUDED.gained,
  lost = producer_daily_followers.lost + EXCLUDED.lost`;

/**
 * What the catalogue keeps of a person, removed when their account is deleted. Each statement
 * removes rows and adjusts what counts them in the same statement, so running it again (a
 * redelivered event) finds nothing and changes nothing.
 */
@Injectable()
export class DeletedAccountsRepository {
  /**
   * Their likes: each sound's like count goes down (its rows locked in key order, as the count
   * triggers do), and the producer's day counts it as an unlike, or takes back a like of today
   * (the same rule as a click: how the person's day ends).
   */
  async likes(manager: EntityManager, userId: string, day: string): Promise<void> {
    const { gained, lost } = netChange('start.liked', 'false');
    await manager.query(
      `WITH gone AS (DELETE FROM catalogue.likes WHERE user_id = $1 RETURNING sound_id),
       locked AS (SELECT s.id FROM catalogue.sounds s JOIN gone ON gone.sound_id = s.id ORDER BY s.id FOR UPDATE OF s),
       counted AS (UPDATE catalogue.sounds s SET likes_count = s.likes_count - 1 FROM locked
                    WHERE s.id = locked.id RETURNING s.id, s.owner_id),
       start AS (INSERT INTO catalogue.like_day_starts (user_id, sound_id, day, liked)
                 SELECT $1, id, $2::date, true FROM counted
                 ON CONFLICT (user_id, sound_id, day) DO UPDATE SET liked = like_day_starts.liked
                 RETURNING sound_id, liked)
       INSERT INTO catalogue.sound_daily_counts (sound_id, day, owner_id, likes, unlikes)
       SELECT counted.id, $2::date, counted.owner_id, ${gained}, ${lost} FROM counted JOIN start ON start.sound_id = counted.id
       ON CONFLICT (sound_id, day) DO UPDATE SET ${SAME_DAY_COUNTS}`,
      [userId, day],
    );
  }

  /**
   * Whom they followed (each producer's day counts a follower lost, or takes back today's follow)
   * and who followed them: a deleted account is nobody to follow.
   */
  async follows(manager: EntityManager, userId: string, day: string): Promise<void> {
    const { gained, lost } = netChange('start.following', 'false');
    await manager.query(
      `WITH gone AS (DELETE FROM catalogue.follows WHERE follower_id = $1 RETURNING producer_id),
       start AS (INSERT INTO catalogue.follow_day_starts (follower_id, producer_id, day, following)
                 SELECT $1, producer_id, $2::date, true FROM gone
                 ON CONFLICT (follower_id, producer_id, day) DO UPDATE SET following = follow_day_starts.following
                 RETURNING producer_id, following)
       INSERT INTO catalogue.producer_daily_followers (producer_id, day, gained, lost)
       SELECT producer_id, $2::date, ${gained}, ${lost} FROM start
       ON CONFLICT (producer_id, day) DO UPDATE SET ${SAME_DAY_FOLLOWERS}`,
      [userId, day],
    );
    await manager.query(`DELETE FROM catalogue.follows WHERE producer_id = $1`, [userId]);
  }

  /** Their collections (with their entries) and their bell, 'Novidades', digest and others' news of their sounds. */
  async collectionsAndNews(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM catalogue.collections WHERE owner_id = $1`, [userId]);
    await manager.query(`DELETE FROM catalogue.follower_news WHERE user_id = $1`, [userId]);
    await manager.query(
      `DELETE FROM catalogue.follower_news WHERE sound_id IN (SELECT id FROM catalogue.sounds WHERE owner_id = $1)`,
      [userId],
    );
    await manager.query(`DELETE FROM catalogue.news_digests WHERE user_id = $1`, [userId]);
  }

  /**
   * Their drum kits once their sounds are gone; a kit still holding someone else's sound stays
   * (that sound is not theirs to take down).
   */
  async emptyDrumKits(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM catalogue.drum_kits k
        WHERE k.owner_id = $1 AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.drum_kit_id = k.id)`,
      [userId],
    );
  }

  /**
   * Their profile says only 'Conta excluída', dated when the account went: a profile event of
   * before the deletion arriving late is older, so it changes nothing.
   */
  async profile(manager: EntityManager, userId: string, deletedAt: Date): Promise<void> {
    await manager.query(
      `UPDATE catalogue.profiles SET full_name = 'Conta excluída', avatar_url = NULL, producer = NULL,
              facebook_url = NULL, instagram_url = NULL, youtube_url = NULL, tiktok_url = NULL,
              email_confirmed = false, is_admin = false, source_occurred_at = greatest(source_occurred_at, $2)
        WHERE user_id = $1`,
      [userId, deletedAt],
    );
  }

  /** What only counted their day or kept their preferences: plays, downloads, the day's starts, their listening tuning. */
  async traces(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM catalogue.preview_plays WHERE listener_id = $1`, [userId]);
    await manager.query(`DELETE FROM catalogue.downloads WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM catalogue.like_day_starts WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM catalogue.follow_day_starts WHERE follower_id = $1 OR producer_id = $1`, [userId]);
    await manager.query(`DELETE FROM catalogue.listening_tunings WHERE user_id = $1`, [userId]);
  }
}
