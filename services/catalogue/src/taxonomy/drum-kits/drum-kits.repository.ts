import { Injectable } from '@nestjs/common';
import { DrumKit } from './drum-kit.entity';
import type { EntityManager } from 'typeorm';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';
import { KIT_COLUMNS, type KitRow } from '../../common/kit-row';

export type KitArtistRow = { id: string; name: string; image_url: string | null };

/**
 * A kit shows to others once it holds a public sound: the wizard creates it at step 1, before
 * any sound is saved, and an empty kit ('Kit Walk', nothing in it) is nothing to browse. Its
 * owner always sees it (the wizard picks it again). Live (sounds_by_drum_kit answers the EXISTS
 * from the index), so the lists follow the moment a first sound is approved.
 */
const visibleTo = (viewer: string) =>
  `(k.owner_id = ${viewer} OR EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.drum_kit_id = k.id AND s.status = 'public'))`;

/** catalogue.drum_kits with their owner's profile. */
@Injectable()
export class DrumKitsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Newest first, the kits `viewerId` may see (visibleTo); `search` matches any part of the name
   * regardless of accents (trigram index).
   */
  async page(
    filter: { search?: string; ownerId?: string; viewerId: string },
    skip: number,
    take: number,
  ): Promise<{ rows: KitRow[]; total: number }> {
    const params = new SqlParams();
    const clauses: string[] = [visibleTo(params.add(filter.viewerId))];
    if (filter.search) {
      clauses.push(
        `catalogue.fold(k.name) LIKE '%' || catalogue.fold(${params.add(escapeLike(filter.search))}) || '%'`,
      );
    }
    if (filter.ownerId) clauses.push(`k.owner_id = ${params.add(filter.ownerId)}`);
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.query<KitRow>(
        `SELECT ${KIT_COLUMNS} ${where} ORDER BY k.created_at DESC, k.id DESC LIMIT ${take} OFFSET ${skip}`,
        params.values,
      ),
      this.query<{ total: string }>(`SELECT count(*) AS total FROM catalogue.drum_kits k ${where}`, params.values),
    ]);
    return { rows, total: Number(total) };
  }

  /** The kit, when `viewerId` may see it (visibleTo). */
  async find(id: string, viewerId: string): Promise<KitRow | undefined> {
    const [row] = await this.query<KitRow>(`SELECT ${KIT_COLUMNS} WHERE k.id = $1 AND ${visibleTo('$2')}`, [
      id,
      viewerId,
    ]);
    return row;
  }

  /** The people with public sounds in the kit, by name (at most 50). */
  artistsOf(id: string): Promise<KitArtistRow[]> {
    return this.query<KitArtistRow>(
      `SELECT p.user_id AS id, p.full_name AS name, p.avatar_url AS image_url
         FROM (SELECT DISTINCT owner_id FROM catalogue.sounds WHERE drum_kit_id = $1 AND status = 'public') AS o
         JOIN catalogue.profiles p ON p.user_id = o.owner_id ORDER BY p.full_name LIMIT 50`,
      [id],
    );
  }

  /** The new kit's id, or undefined when the owner has one of this name (as a person reads it: catalogue.name_key). */
  async insertIfNew(name: string, imageUrl: string | null, ownerId: string): Promise<string | undefined> {
    const [inserted] = await this.query<{ id: string }>(
      `INSERT INTO catalogue.drum_kits (name, image_url, owner_id)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM catalogue.drum_kits
                                            WHERE owner_id = $3 AND catalogue.name_key(name) = catalogue.name_key($1))
       ON CONFLICT (owner_id, lower(name)) DO NOTHING RETURNING id`,
      [name, imageUrl, ownerId],
    );
    return inserted?.id;
  }

  async findByOwnerAndName(ownerId: string, name: string): Promise<KitRow | undefined> {
    const [row] = await this.query<KitRow>(
      `SELECT ${KIT_COLUMNS} WHERE k.owner_id = $1 AND catalogue.name_key(k.name) = catalogue.name_key($2)
        ORDER BY k.name = $2 DESC, k.created_at, k.id LIMIT 1`,
      [ownerId, name],
    );
    return row;
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }

  findIn(manager: EntityManager, id: string): Promise<DrumKit | null> {
    return manager.findOneBy(DrumKit, { id });
  }
}
