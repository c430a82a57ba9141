import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { KIT_COLUMNS, type KitRow } from '../../common/kit-row';

export type SharedProducerRow = { id: string; name: string; avatar_url: string | null };

/**
 * The reads behind shared links: public sounds only, by the list indexes that lead with the kit
 * or the owner (newest first), so a kit of 100,000 sounds costs its first few entries.
 */
@Injectable()
export class ShareRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async isPublicSound(id: string): Promise<boolean> {
    const rows = await this.query(`SELECT 1 FROM catalogue.sounds WHERE id = $1 AND status = 'public'`, [id]);
    return rows.length > 0;
  }

  /** A kit holding at least one public sound (an empty or private one is nobody's to share). */
  async kit(id: string): Promise<KitRow | undefined> {
    const [row] = await this.query<KitRow>(
      `SELECT ${KIT_COLUMNS}
        WHERE k.id = $1 AND EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.drum_kit_id = k.id AND s.status = 'public')`,
      [id],
    );
    return row;
  }

  /** A confirmed account (as /artists lists them). */
  async producer(id: string): Promise<SharedProducerRow | undefined> {
    const [row] = await this.query<SharedProducerRow>(
      `SELECT user_id AS id, full_name AS name, avatar_url FROM catalogue.profiles WHERE user_id = $1 AND email_confirmed`,
      [id],
    );
    return row;
  }

  /** The newest public sounds where `column` is `value`, and how many public ones there are. */
  async publicSounds(
    column: 'drum_kit_id' | 'owner_id',
    value: string,
    take: number,
  ): Promise<{ ids: string[]; total: number }> {
    const [newest, [count]] = await Promise.all([
      this.query<{ id: string }>(
        `SELECT id FROM catalogue.sounds WHERE ${column} = $1 AND status = 'public'
          ORDER BY created_at DESC, id DESC LIMIT $2`,
        [value, take],
      ),
      this.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM catalogue.sounds WHERE ${column} = $1 AND status = 'public'`,
        [value],
      ),
    ]);
    return { ids: newest.map((row) => row.id), total: count.total };
  }

  private query<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
