import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '@sampleteca/database';

export type DigestSoundRow = { id: string; name: string; producer_name: string };

/**
 * catalogue.news_digests: who asked for the daily e-mail and when it last went. A digest is due
 * a day after the last one (or from subscribing) when news came since and is still unread.
 */
@Injectable()
export class NewsDigestRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async subscribed(userId: string): Promise<boolean> {
    const rows = await this.query(`SELECT 1 FROM catalogue.news_digests WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  async set(userId: string, subscribed: boolean): Promise<void> {
    await this.query(
      subscribed
        ? `INSERT INTO catalogue.news_digests (user_id) VALUES ($1) ON CONFLICT DO NOTHING`
        : `DELETE FROM catalogue.news_digests WHERE user_id = $1`,
      [userId],
    );
  }

  /** Up to `take` subscribers whose digest is due at `now`. */
  async due(now: Date, take: number): Promise<string[]> {
    const rows = await this.query<{ user_id: string }>(
      `SELECT d.user_id FROM catalogue.news_digests d
        WHERE ${DUE} ORDER BY d.last_sent_at NULLS FIRST LIMIT $2`,
      [now, take],
    );
    return rows.map((row) => row.user_id);
  }

  /** The subscriber's row locked when still due (another process may be sending it): since when to tell. */
  async lockDue(manager: EntityManager, userId: string, now: Date): Promise<Date | undefined> {
    const [row] = await manager.query<{ since: Date }[]>(
      `SELECT coalesce(d.last_sent_at, d.subscribed_at) AS since FROM catalogue.news_digests d
        WHERE d.user_id = $2 AND ${DUE} FOR UPDATE SKIP LOCKED`,
      [now, userId],
    );
    return row?.since;
  }

  /** Unread news since `since` about sounds still public, newest first, and how many in all. */
  async sounds(manager: EntityManager, userId: string, since: Date, take: number) {
    const rows = await manager.query<(DigestSoundRow & { total: number })[]>(
      `SELECT s.id, s.name, s.owner_name AS producer_name, count(*) OVER ()::int AS total
         FROM catalogue.follower_news n JOIN catalogue.sounds s ON s.id = n.sound_id AND s.status = 'public'
        WHERE n.user_id = $1 AND n.read_at IS NULL AND n.created_at > $2
        ORDER BY n.created_at DESC, n.sound_id LIMIT $3`,
      [userId, since, take],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async sent(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.query(`UPDATE catalogue.news_digests SET last_sent_at = $2 WHERE user_id = $1`, [userId, at]);
  }

  private query<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}

/** `$1`: now. Due a day after the last digest, with unread news about public sounds since. */
const DUE = `(d.last_sent_at IS NULL OR d.last_sent_at <= $1::timestamptz - interval '1 day')
  AND EXISTS (SELECT 1 FROM catalogue.follower_news n JOIN catalogue.sounds s ON s.id = n.sound_id AND s.status = 'public'
               WHERE n.user_id = d.user_id AND n.read_at IS NULL
                 AND n.created_at > coalesce(d.last_sent_at, d.subscribed_at))`;
