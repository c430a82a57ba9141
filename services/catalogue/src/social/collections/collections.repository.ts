import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returningRows, SqlParams, TransactionRunner } from '@sampleteca/database';

export type CollectionRow = {
  id: string;
  owner_id: string;
  owner_name: string | null;
  owner_avatar: string | null;
  name: string;
  shared: boolean;
  created_at: Date;
  updated_at: Date;
  sound_count: number;
  unavailable_count: number;
  image_url: string | null;
  contains_sound: boolean | null;
};

const UNIQUE_VIOLATION = '23505';

/** What the viewer sees of a sound, as the catalogue lists it: public, or their own (on `s`). */
const visibleTo = (viewer: string) => `(s.status = 'public' OR s.owner_id = ${viewer})`;

/**
 * A collection with its owner and, as `viewer` sees it, its sound count and cover (the first sound
 * in its order with a cover of its own or its kit's): a private sound of someone else counts and
 * shows nothing, not even to the collection's owner, who is only told how many such entries it
 * holds (unavailable_count, 0 to anyone else) so they can take them out.
 */
function collectionColumns(viewer: string, soundId: string | null): string {
  const entries = `catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id`;
  return `c.id, c.owner_id, p.full_name AS owner_name, p.avatar_url AS owner_avatar, c.name, c.shared,
    c.created_at, c.updated_at,
    (SELECT count(*)::int FROM ${entries} WHERE x.collection_id = c.id AND ${visibleTo(viewer)}) AS sound_count,
    CASE WHEN c.owner_id = ${viewer} THEN (SELECT count(*)::int FROM ${entries}
      WHERE x.collection_id = c.id AND NOT ${visibleTo(viewer)}) ELSE 0 END AS unavailable_count,
    (SELECT coalesce(s.image_url, k.image_url) FROM ${entries} LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
      WHERE x.collection_id = c.id AND ${visibleTo(viewer)} AND coalesce(s.image_url, k.image_url) IS NOT NULL
      ORDER BY x.position, x.sound_id LIMIT 1) AS image_url,
    ${soundId ? `EXISTS (SELECT 1 FROM catalogue.collection_sounds y WHERE y.collection_id = c.id AND y.sound_id = ${soundId})` : 'NULL::boolean'} AS contains_sound
    FROM catalogue.collections c LEFT JOIN catalogue.profiles p ON p.user_id = c.owner_id`;
}

/** catalogue.collections and their sounds (collection_sounds, ordered by position). */
@Injectable()
export class CollectionsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** The owner's collections by name (as a menu lists them), each saying whether it holds `soundId`. */
  async mine(
    ownerId: string,
    soundId: string | undefined,
    skip: number,
    take: number,
  ): Promise<{ rows: CollectionRow[]; total: number }> {
    const params = new SqlParams();
    const owner = params.add(ownerId);
    const columns = collectionColumns(owner, soundId ? params.add(soundId) : null);
    const [rows, [{ total }]] = await Promise.all([
      this.query<CollectionRow>(
        `SELECT ${columns} WHERE c.owner_id = ${owner}
          ORDER BY lower(c.name), c.id LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`,
        params.values,
      ),
      this.query<{ total: number }>(`SELECT count(*)::int AS total FROM catalogue.collections WHERE owner_id = $1`, [
        ownerId,
      ]),
    ]);
    return { rows, total };
  }

  /** The collection when `viewerId` may see it: theirs, or shared; else undefined. */
  async find(id: string, viewerId: string, manager?: EntityManager): Promise<CollectionRow | undefined> {
    const params = new SqlParams();
    const viewer = params.add(viewerId);
    const [row] = await this.query<CollectionRow>(
      `SELECT ${collectionColumns(viewer, null)} WHERE c.id = ${params.add(id)} AND (c.owner_id = ${viewer} OR c.shared)`,
      params.values,
      manager,
    );
    return row;
  }

  /** Locks the owner's collection for a change (no other change to it runs meanwhile); false if not theirs. */
  async lockOwned(manager: EntityManager, id: string, ownerId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM catalogue.collections WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
      [id, ownerId],
    );
    return rows.length > 0;
  }

  /** How many collections the owner has, with their creations serialized (the per-person limit). */
  async countLockingOwner(manager: EntityManager, ownerId: string): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`collections:${ownerId}`]);
    const [row] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM catalogue.collections WHERE owner_id = $1`,
      [ownerId],
    );
    return row.total;
  }

  /** The new collection's id; undefined when the owner has one by that name (any case). */
  async insert(manager: EntityManager, ownerId: string, name: string): Promise<string | undefined> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO catalogue.collections (owner_id, name) VALUES ($1, $2)
         ON CONFLICT (owner_id, lower(name)) DO NOTHING RETURNING id`,
      [ownerId, name],
    );
    return row?.id;
  }

  /** Renames and/or shares; false when the new name is another of the owner's collections' (any case). */
  async update(manager: EntityManager, id: string, changes: { name?: string; shared?: boolean }): Promise<boolean> {
    try {
      await manager.query(
        `UPDATE catalogue.collections SET name = coalesce($2, name), shared = coalesce($3, shared), updated_at = now()
          WHERE id = $1`,
        [id, changes.name ?? null, changes.shared ?? null],
      );
      return true;
    } catch (error) {
      // The unique index refuses the clash, a race with another rename included; the caller
      // answers 409 and the transaction rolls back.
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM catalogue.collections WHERE id = $1`, [id]);
  }

  /** Whether `viewerId` may see the sound (public or theirs): what they may put in a collection. */
  async canSee(manager: EntityManager, soundId: string, viewerId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM catalogue.sounds s WHERE s.id = $1 AND ${visibleTo('$2')}`,
      [soundId, viewerId],
    );
    return rows.length > 0;
  }

  /**
   * The entries the owner still sees: what the limit counts. A sound of someone else made private
   * or removed by moderation takes no room (the owner may take it out, see removeUnavailable).
   */
  async visibleCount(manager: EntityManager, id: string, ownerId: string): Promise<number> {
    const [row] = await manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id
        WHERE x.collection_id = $1 AND ${visibleTo('$2')}`,
      [id, ownerId],
    );
    return row.total;
  }

  async holds(manager: EntityManager, id: string, soundId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM catalogue.collection_sounds WHERE collection_id = $1 AND sound_id = $2`,
      [id, soundId],
    );
    return rows.length > 0;
  }

  /** Adds the sound last; nothing when it is there already. */
  async append(manager: EntityManager, id: string, soundId: string): Promise<void> {
    await manager.query(
      `INSERT INTO catalogue.collection_sounds (collection_id, sound_id, position)
         SELECT $1, $2, coalesce(max(position), 0) + 1 FROM catalogue.collection_sounds WHERE collection_id = $1
       ON CONFLICT DO NOTHING`,
      [id, soundId],
    );
  }

  /** Removes the sound; false when it was not there. */
  async remove(manager: EntityManager, id: string, soundId: string): Promise<boolean> {
    const removed = await returningRows(
      manager,
      `DELETE FROM catalogue.collection_sounds WHERE collection_id = $1 AND sound_id = $2 RETURNING sound_id`,
      [id, soundId],
    );
    return removed.length > 0;
  }

  /** Takes out every entry the owner no longer sees; answers how many went. */
  async removeUnavailable(manager: EntityManager, id: string, ownerId: string): Promise<number> {
    const removed = await returningRows(
      manager,
      `DELETE FROM catalogue.collection_sounds x USING catalogue.sounds s
        WHERE x.collection_id = $1 AND s.id = x.sound_id AND NOT ${visibleTo('$2')} RETURNING x.sound_id`,
      [id, ownerId],
    );
    return removed.length;
  }

  /** The whole order, each entry saying whether the viewer sees it. */
  async order(manager: EntityManager, id: string, viewerId: string): Promise<{ id: string; visible: boolean }[]> {
    return manager.query<{ id: string; visible: boolean }[]>(
      `SELECT x.sound_id AS id, ${visibleTo('$2')} AS visible
         FROM catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id
        WHERE x.collection_id = $1 ORDER BY x.position, x.sound_id`,
      [id, viewerId],
    );
  }

  /** Writes the order given (every entry of the collection, first to last). */
  async reorder(manager: EntityManager, id: string, soundIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE catalogue.collection_sounds x SET position = o.position
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(sound_id, position)
        WHERE x.collection_id = $1 AND x.sound_id = o.sound_id AND x.position <> o.position`,
      [id, soundIds],
    );
  }

  /** Marks the collection changed (its list shows the latest first nowhere, but clients may cache by it). */
  async touch(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE catalogue.collections SET updated_at = now() WHERE id = $1`, [id]);
  }

  /** A window of the sounds the viewer sees, in the collection's order, and how many there are. */
  async sounds(id: string, viewerId: string, skip: number, take: number): Promise<{ ids: string[]; total: number }> {
    const where = `x.collection_id = $1 AND ${visibleTo('$2')}`;
    const from = `catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id`;
    const [rows, [{ total }]] = await Promise.all([
      this.query<{ id: string }>(
        `SELECT x.sound_id AS id FROM ${from} WHERE ${where} ORDER BY x.position, x.sound_id LIMIT $3 OFFSET $4`,
        [id, viewerId, take, skip],
      ),
      this.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [id, viewerId]),
    ]);
    return { ids: rows.map((row) => row.id), total };
  }

  /** The first sounds the viewer sees, in the collection's order (a shared link's few previews). */
  async first(id: string, viewerId: string, take: number): Promise<string[]> {
    const rows = await this.query<{ id: string }>(
      `SELECT x.sound_id AS id FROM catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id
        WHERE x.collection_id = $1 AND ${visibleTo('$2')} ORDER BY x.position, x.sound_id LIMIT $3`,
      [id, viewerId, take],
    );
    return rows.map((row) => row.id);
  }

  private query<T>(sql: string, params: unknown[], manager?: EntityManager): Promise<T[]> {
    return (manager ?? this.transactions.dataSource).query<T[]>(sql, params);
  }
}
