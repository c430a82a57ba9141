import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';

export type NewsItemRow = {
  sound_id: string;
  sound_name: string;
  image_url: string | null;
  producer_id: string;
  producer_name: string;
  producer_avatar: string | null;
  created_at: Date;
  read: boolean;
};

/** catalogue.follower_news: what each follower was told of (the bell and 'Novidades'). */
@Injectable()
export class FollowerNewsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Tells the next `size` followers of `producerId` (by id, after `after`) of `soundId`, in one
   * short statement; a follower told already is skipped. Answers the last follower reached and
   * how many the batch held (fewer than `size`: the last batch).
   */
  async tellBatch(
    producerId: string,
    soundId: string,
    at: Date,
    after: string,
    size: number,
  ): Promise<{ last: string | null; reached: number }> {
    const [row] = await this.query<{ last: string | null; reached: number }>(
      `WITH batch AS (
         SELECT follower_id FROM catalogue.follows
          WHERE producer_id = $1 AND follower_id > $4 ORDER BY follower_id LIMIT $5
       ), told AS (
         INSERT INTO catalogue.follower_news (user_id, sound_id, producer_id, created_at)
         SELECT follower_id, $2, $1, $3 FROM batch ON CONFLICT DO NOTHING
       )
       SELECT max(follower_id::text) AS last, count(*)::int AS reached FROM batch`,
      [producerId, soundId, at, after, size],
    );
    return row;
  }

  /** A new follower's start: the producer's latest public sounds, as news already read. */
  async seed(userId: string, producerId: string, take: number): Promise<void> {
    await this.query(
      `INSERT INTO catalogue.follower_news (user_id, sound_id, producer_id, created_at, read_at)
       SELECT $1, s.id, s.owner_id, s.created_at, now() FROM catalogue.sounds s
        WHERE s.owner_id = $2 AND s.status = 'public' ORDER BY s.created_at DESC, s.id DESC LIMIT $3
       ON CONFLICT DO NOTHING`,
      [userId, producerId, take],
    );
  }

  /** The latest news of `userId` about sounds still public, newest first. */
  recent(userId: string, take: number): Promise<NewsItemRow[]> {
    return this.query<NewsItemRow>(
      `SELECT n.sound_id, s.name AS sound_name, coalesce(s.image_url, k.image_url) AS image_url,
              n.producer_id, s.owner_name AS producer_name, p.avatar_url AS producer_avatar,
              n.created_at, n.read_at IS NOT NULL AS read
         FROM catalogue.follower_news n
         JOIN catalogue.sounds s ON s.id = n.sound_id AND s.status = 'public'
         LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
         LEFT JOIN catalogue.profiles p ON p.user_id = n.producer_id
        WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.sound_id LIMIT $2`,
      [userId, take],
    );
  }

  /** Unread news about sounds still public, for each of `userIds` that has any. */
  async unread(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.query<{ user_id: string; unread: number }>(
      `SELECT n.user_id, count(*)::int AS unread FROM catalogue.follower_news n
         JOIN catalogue.sounds s ON s.id = n.sound_id AND s.status = 'public'
        WHERE n.user_id = ANY($1::uuid[]) AND n.read_at IS NULL GROUP BY n.user_id`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.unread]));
  }

  /** Of `userIds`, those told of `soundId` (a fan-out batch just committed). */
  async told(soundId: string, userIds: string[]): Promise<string[]> {
    const rows = await this.query<{ user_id: string }>(
      `SELECT user_id FROM catalogue.follower_news WHERE sound_id = $1 AND user_id = ANY($2::uuid[])`,
      [soundId, userIds],
    );
    return rows.map((row) => row.user_id);
  }

  async markAllRead(userId: string): Promise<void> {
    await this.query(`UPDATE catalogue.follower_news SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`, [
      userId,
    ]);
  }

  private query<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
