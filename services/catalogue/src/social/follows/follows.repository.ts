import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { netChange, statsDay } from '../../publishing/producer-stats/day-counting';

export type FollowedProducerRow = { id: string; name: string; avatar_url: string | null; followed_at: Date };

/** catalogue.follows: who follows whom. */
@Injectable()
export class FollowsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Following (or not) is a state: asking twice changes nothing. A change also moves the
   * producer's followers of the day ('Meu painel') in the same statement, by how the day ends for
   * this follower (netChange): following and unfollowing the same day counts nothing.
   */
  async set(followerId: string, producerId: string, following: boolean): Promise<void> {
    const change = following
      ? `INSERT INTO catalogue.follows (follower_id, producer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`
      : `DELETE FROM catalogue.follows WHERE follower_id = $1 AND producer_id = $2 RETURNING 1`;
    const { gained, lost } = netChange('start.following', '$3::boolean');
    await this.query(
      `WITH changed AS (${change}),
       start AS (
         INSERT INTO catalogue.follow_day_starts (follower_id, producer_id, day, following)
         SELECT $1, $2, $4::date, NOT $3::boolean FROM changed
         ON CONFLICT (follower_id, producer_id, day) DO UPDATE SET following = follow_day_starts.following
         RETURNING following)
       INSERT INTO catalogue.producer_daily_followers (producer_id, day, gained, lost)
       SELECT $2, $4::date, ${gained}, ${lost} FROM start
       ON CONFLICT (producer_id, day) DO UPDATE SET gained = producer_daily_followers.gained + EXCLUDED.gained,
         lost = producer_daily_followers.lost + EXCLUDED.lost`,
      [followerId, producerId, following, statsDay()],
    );
  }

  async state(followerId: string, producerId: string): Promise<{ following: boolean; followers: number }> {
    const [row] = await this.query<{ following: boolean; followers: number }>(
      `SELECT EXISTS (SELECT 1 FROM catalogue.follows WHERE follower_id = $1 AND producer_id = $2) AS following,
              (SELECT count(*)::int FROM catalogue.follows WHERE producer_id = $2) AS followers`,
      [followerId, producerId],
    );
    return row;
  }

  /** The producers `followerId` follows, most recently followed first. */
  async page(followerId: string, skip: number, take: number): Promise<{ rows: FollowedProducerRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.query<FollowedProducerRow>(
        `SELECT p.user_id AS id, p.full_name AS name, p.avatar_url, f.created_at AS followed_at
           FROM catalogue.follows f JOIN catalogue.profiles p ON p.user_id = f.producer_id
          WHERE f.follower_id = $1 ORDER BY f.created_at DESC, f.producer_id LIMIT $2 OFFSET $3`,
        [followerId, take, skip],
      ),
      this.query<{ total: number }>(`SELECT count(*)::int AS total FROM catalogue.follows WHERE follower_id = $1`, [
        followerId,
      ]),
    ]);
    return { rows, total: count.total };
  }

  /** Everyone `followerId` follows, by id (the portal marks cards with it); at most `limit`. */
  async ids(followerId: string, limit: number): Promise<string[]> {
    const rows = await this.query<{ producer_id: string }>(
      `SELECT producer_id FROM catalogue.follows WHERE follower_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [followerId, limit],
    );
    return rows.map((row) => row.producer_id);
  }

  private query<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
