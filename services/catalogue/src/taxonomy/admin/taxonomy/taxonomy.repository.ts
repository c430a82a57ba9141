import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returningRows, SqlParams, TransactionRunner } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';
import type { TaxonomyKind } from './taxonomy-kinds';

export type TaxonomyRow = {
  id: string;
  name: string;
  owner_id: string | null;
  owner_name: string | null;
  sounds: number;
  similar: number;
};

export type TaxonomyFilter = {
  search?: string;
  ownerId?: string;
  similarOnly?: boolean;
  similarTo?: string;
  /** react-admin's getMany (`filter={"id":[…]}`): these entries only. */
  ids?: string[];
};
export type TaxonomyOrder = { field: 'name' | 'sounds'; order: 'ASC' | 'DESC' };

/**
 * A name as duplicates are recognised, as a person reads it: case, accents, signs and spacing
 * aside ('Pisêiro ', 'piseiro.' and 'pi-seiro' are the same; catalogue.name_key, which creation
 * uses too). Drum kits are compared within their owner only.
 */
const FOLDED = (column: string) => `catalogue.name_key(${column})`;

/** catalogue.categories, drum_kits and artists as the console lists, renames and merges them. */
@Injectable()
export class TaxonomyRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** A page of entries with their sounds (any status) and how many others share their folded name. */
  async page(
    kind: TaxonomyKind,
    filter: TaxonomyFilter,
    order: TaxonomyOrder,
    skip: number,
    take: number,
  ): Promise<{ rows: TaxonomyRow[]; total: number }> {
    const params = new SqlParams();
    const clauses: string[] = [];
    if (filter.search) {
      clauses.push(
        `catalogue.fold(e.name) LIKE '%' || catalogue.fold(${params.add(escapeLike(filter.search))}) || '%'`,
      );
    }
    if (filter.ownerId && kind.ownedBy) clauses.push(`e.owner_id = ${params.add(filter.ownerId)}`);
    if (filter.similarOnly) clauses.push('e.similar > 0');
    if (filter.ids) clauses.push(`e.id = ANY(${params.add(filter.ids)}::uuid[])`);
    if (filter.similarTo) {
      const same = kind.ownedBy ? ['folded', 'owner_id'] : ['folded'];
      const id = params.add(filter.similarTo);
      clauses.push(`(${same.map((column) => `e.${column}`).join(', ')}) =
        (SELECT ${same.map((column) => `t.${column}`).join(', ')} FROM entries t WHERE t.id = ${id})`);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const direction = order.order === 'DESC' ? 'DESC' : 'ASC';
    // Duplicates sit next to each other whatever the sort: the folded name breaks ties.
    const orderBy =
      order.field === 'sounds'
        ? `sounds ${direction}, e.folded, e.id`
        : `e.folded ${direction}, e.name ${direction}, e.id`;
    const [rows, [{ total }]] = await Promise.all([
      this.read<TaxonomyRow>(
        `${this.entries(kind)}
         SELECT e.id, e.name, e.owner_id, e.owner_name, e.similar::int AS similar,
                e.sounds
           FROM entries e ${where} ORDER BY ${orderBy} LIMIT ${take} OFFSET ${skip}`,
        params.values,
      ),
      this.read<{ total: string }>(
        `${this.entries(kind)} SELECT count(*) AS total FROM entries e ${where}`,
        params.values,
      ),
    ]);
    return { rows, total: Number(total) };
  }

  async find(kind: TaxonomyKind, id: string): Promise<TaxonomyRow | undefined> {
    const [row] = await this.read<TaxonomyRow>(
      `${this.entries(kind)}
       SELECT e.id, e.name, e.owner_id, e.owner_name, e.similar::int AS similar,
              e.sounds
         FROM entries e WHERE e.id = $1`,
      [id],
    );
    return row;
  }

  /** The entries, locked until the transaction ends so a concurrent rename or merge waits. */
  lock(
    manager: EntityManager,
    kind: TaxonomyKind,
    ids: string[],
  ): Promise<{ id: string; name: string; owner_id: string | null }[]> {
    const owner = kind.ownedBy ? 'owner_id' : 'NULL::uuid AS owner_id';
    return manager.query(
      `SELECT id, name, ${owner} FROM catalogue.${kind.table} WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
  }

  /** Another entry (of the same owner, for kits) already called `name`, as a person reads it. */
  async sameName(
    manager: EntityManager,
    kind: TaxonomyKind,
    name: string,
    except: { id: string; ownerId: string | null },
  ): Promise<{ id: string; name: string } | undefined> {
    const owner = kind.ownedBy ? 'AND owner_id = $3' : '';
    const params = kind.ownedBy ? [name, except.id, except.ownerId] : [name, except.id];
    const [row] = await manager.query<{ id: string; name: string }[]>(
      `SELECT id, name FROM catalogue.${kind.table} WHERE ${FOLDED('name')} = ${FOLDED('$1')} AND id <> $2 ${owner} LIMIT 1`,
      params,
    );
    return row;
  }

  /** Renames the entry and the copies of its name on its sounds; the ids of the sounds that changed. */
  async rename(manager: EntityManager, kind: TaxonomyKind, id: string, name: string): Promise<string[]> {
    await manager.query(`UPDATE catalogue.${kind.table} SET name = $2 WHERE id = $1`, [id, name]);
    return this.relabel(manager, kind, [id], id, name);
  }

  /**
   * Points the sounds of `removed` at `kept` (with its name), then deletes `removed`. The
   * sounds' triggers keep public_sound_counts, search_words and list_version in step; the
   * counts' rows of a removed category are left at zero and dropped here.
   */
  async merge(
    manager: EntityManager,
    kind: TaxonomyKind,
    kept: { id: string; name: string },
    removed: string[],
  ): Promise<string[]> {
    const moved = await this.relabel(manager, kind, removed, kept.id, kept.name);
    await manager.query(`DELETE FROM catalogue.${kind.table} WHERE id = ANY($1::uuid[])`, [removed]);
    if (kind.table === 'categories') {
      await manager.query(
        `DELETE FROM catalogue.public_sound_counts WHERE category_id = ANY($1::uuid[]) AND sounds = 0`,
        [removed],
      );
    }
    return moved;
  }

  private async relabel(
    manager: EntityManager,
    kind: TaxonomyKind,
    from: string[],
    to: string,
    name: string,
  ): Promise<string[]> {
    const { soundColumn: column, soundNameColumn: copy } = kind;
    // Only rows that change are written: an unchanged row would still fire the sounds' triggers.
    const rows = await returningRows<{ id: string }>(
      manager,
      `UPDATE catalogue.sounds SET ${column} = $2, ${copy} = $3
        WHERE ${column} = ANY($1::uuid[]) AND (${column} <> $2 OR ${copy} IS DISTINCT FROM $3) RETURNING id`,
      [from, to, name],
    );
    return rows.map((row) => row.id);
  }

  /** Every entry with its owner's name, its sounds (kept by triggers) and the number of others sharing its folded name. */
  private entries(kind: TaxonomyKind): string {
    const partition = kind.ownedBy ? `t.owner_id, ${FOLDED('t.name')}` : FOLDED('t.name');
    const owner = kind.ownedBy
      ? 't.owner_id, p.full_name AS owner_name'
      : 'NULL::uuid AS owner_id, NULL::text AS owner_name';
    const join = kind.ownedBy ? 'LEFT JOIN catalogue.profiles p ON p.user_id = t.owner_id' : '';
    return `WITH entries AS (
      SELECT t.id, t.name, ${owner}, t.sounds_count AS sounds, ${FOLDED('t.name')} AS folded,
             count(*) OVER (PARTITION BY ${partition}) - 1 AS similar
        FROM catalogue.${kind.table} t ${join})`;
  }

  private read<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
