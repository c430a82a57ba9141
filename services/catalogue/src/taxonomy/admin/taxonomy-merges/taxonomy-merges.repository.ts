import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returningRows, TransactionRunner } from '@sampleteca/database';
import type { TaxonomyKind } from '../taxonomy/taxonomy-kinds';

/** A removed entry as it was: its table's row (name, owner, cover…) as JSON. */
export type RemovedRow = { id: string; name: string; sounds_count: number } & Record<string, unknown>;

export type MergeRow = {
  id: string;
  kind: TaxonomyKind['resource'];
  kept_id: string;
  kept_name: string;
  removed: RemovedRow[];
  moved: number;
  merged_by: string;
  merged_at: Date;
  undone_by: string | null;
  undone_at: Date | null;
  expired: boolean;
};

/** How long a merge can be undone. */
export const UNDO_DAYS = 30;

/** A merge's columns; `days` is the parameter holding UNDO_DAYS. */
const columns = (days: string) => `m.id, m.kind, m.kept_id, m.kept_name, m.removed, m.moved, m.merged_by,
  m.merged_at, m.undone_by, m.undone_at, m.merged_at < now() - make_interval(days => ${days}) AS expired`;

/** catalogue.taxonomy_merges: what each console merge removed and moved, for its undo. */
@Injectable()
export class TaxonomyMergesRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** The entries about to be removed, whole, in the order given. */
  snapshot(manager: EntityManager, kind: TaxonomyKind, ids: string[]): Promise<{ row: RemovedRow }[]> {
    return manager.query(
      `SELECT to_jsonb(t) AS row FROM catalogue.${kind.table} t
         JOIN unnest($1::uuid[]) WITH ORDINALITY AS i (id, n) ON i.id = t.id ORDER BY i.n`,
      [ids],
    );
  }

  /**
   * Records the merge and which entry each sound of `removed` points at, before they move
   * (the rows are locked, so no sound joins them meanwhile). Returns the record's id.
   */
  async record(
    manager: EntityManager,
    kind: TaxonomyKind,
    merge: { keptId: string; keptName: string; removed: RemovedRow[]; by: string },
  ): Promise<string> {
    const [{ id }] = await manager.query<{ id: string }[]>(
      `INSERT INTO catalogue.taxonomy_merges (kind, kept_id, kept_name, removed, moved, merged_by)
       VALUES ($1, $2, $3, $4::jsonb, 0, $5) RETURNING id`,
      [kind.resource, merge.keptId, merge.keptName, JSON.stringify(merge.removed), merge.by],
    );
    await manager.query(
      `WITH sounds AS (
         INSERT INTO catalogue.taxonomy_merge_sounds (merge_id, sound_id, from_id)
         SELECT $1, s.id, s.${kind.soundColumn} FROM catalogue.sounds s WHERE s.${kind.soundColumn} = ANY($2::uuid[])
         RETURNING 1)
       UPDATE catalogue.taxonomy_merges SET moved = (SELECT count(*) FROM sounds) WHERE id = $1`,
      [id, merge.removed.map((row) => row.id)],
    );
    return id;
  }

  /** The most recent merges of one list, newest first. */
  async page(kind: TaxonomyKind, skip: number, take: number): Promise<{ rows: MergeRow[]; total: number }> {
    const db = this.transactions.dataSource;
    const [rows, [{ total }]] = await Promise.all([
      db.query<MergeRow[]>(
        `SELECT ${columns('$2')} FROM catalogue.taxonomy_merges m WHERE m.kind = $1
          ORDER BY m.merged_at DESC, m.id LIMIT ${take} OFFSET ${skip}`,
        [kind.resource, UNDO_DAYS],
      ),
      db.query<{ total: string }[]>(`SELECT count(*) AS total FROM catalogue.taxonomy_merges WHERE kind = $1`, [
        kind.resource,
      ]),
    ]);
    return { rows, total: Number(total) };
  }

  async find(id: string): Promise<MergeRow | undefined> {
    const [row] = await this.transactions.dataSource.query<MergeRow[]>(
      `SELECT ${columns('$2')} FROM catalogue.taxonomy_merges m WHERE m.id = $1`,
      [id, UNDO_DAYS],
    );
    return row;
  }

  /** One merge, locked so two undos of it cannot both run. */
  async lock(manager: EntityManager, id: string): Promise<MergeRow | undefined> {
    const [row] = await manager.query<MergeRow[]>(
      `SELECT ${columns('$2')} FROM catalogue.taxonomy_merges m WHERE m.id = $1 FOR UPDATE`,
      [id, UNDO_DAYS],
    );
    return row;
  }

  /**
   * The removed entries again, with their ids: the row as recorded, its sound count at zero (the
   * sounds' triggers count them back as they return).
   */
  async recreate(manager: EntityManager, kind: TaxonomyKind, rows: RemovedRow[]): Promise<void> {
    for (const row of rows) {
      await manager.query(
        `INSERT INTO catalogue.${kind.table}
         SELECT * FROM jsonb_populate_record(NULL::catalogue.${kind.table}, $1::jsonb || '{"sounds_count": 0}')`,
        [JSON.stringify(row)],
      );
    }
  }

  /**
   * The sounds this merge moved, back to the entry each came from (with its name), when they
   * still point at the kept one: a sound moved elsewhere or deleted since stays as it is.
   */
  moveBack(
    manager: EntityManager,
    kind: TaxonomyKind,
    merge: { id: string; keptId: string },
  ): Promise<{ id: string; from_id: string }[]> {
    const { soundColumn: column, soundNameColumn: copy, table } = kind;
    return returningRows(
      manager,
      `UPDATE catalogue.sounds s SET ${column} = m.from_id, ${copy} = t.name
         FROM catalogue.taxonomy_merge_sounds m JOIN catalogue.${table} t ON t.id = m.from_id
        WHERE m.merge_id = $1 AND s.id = m.sound_id AND s.${column} = $2
        RETURNING s.id, m.from_id`,
      [merge.id, merge.keptId],
    );
  }

  async markUndone(manager: EntityManager, id: string, by: string): Promise<void> {
    await manager.query(`UPDATE catalogue.taxonomy_merges SET undone_at = now(), undone_by = $2 WHERE id = $1`, [
      id,
      by,
    ]);
  }
}
