import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import type { MusicalFields } from '../sounds/musical-fields';
import { filterClauses, type QueryFilters } from '../../browse/sound-lists/sound-list.sql';

/** The console's sort columns. */
export const ADMIN_SOUND_SORTS = {
  createdAt: 's.created_at',
  downloads: 's.downloads_count',
  likes: 's.likes_count',
} as const;
export type AdminSoundSort = { field: keyof typeof ADMIN_SOUND_SORTS; order: 'ASC' | 'DESC' };

/** What the console filters by beyond the catalogue's own filters. */
export type AdminSoundFilters = QueryFilters & {
  status?: 'public' | 'private';
  processing?: 'processing' | 'ready' | 'failed';
};

/** The columns an administrator edits, as stored. */
export type AdminSoundChanges = Partial<{
  name: string;
  description: string;
  type: string;
  key: string | null;
  bpm: string | null;
  tempo: number | null;
  category_id: string;
  category_name: string;
  status: 'public' | 'private';
}>;

type LockedSound = { id: string; name: string; status: string } & MusicalFields;

export type OwnerSummaryRow = {
  sounds: number;
  public_sounds: number;
  likes_received: number;
  downloads_received: number;
  likes_given: number;
  downloads_made: number;
};

/** Every sound, whoever owns it, for the console: a window of ids with its total, and edits. */
@Injectable()
export class AdminSoundsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async page(
    filters: AdminSoundFilters,
    sort: AdminSoundSort,
    skip: number,
    take: number,
  ): Promise<{ ids: string[]; total: number }> {
    const params = new SqlParams();
    const matching = this.matching(filters, params);
    const order = `${ADMIN_SOUND_SORTS[sort.field]} ${sort.order}, s.id ${sort.order}`;
    const limit = `LIMIT ${params.add(take)} OFFSET ${params.add(skip)}`;
    const query = this.transactions.dataSource;
    const [rows, [count]] = await Promise.all([
      query.query<{ id: string }[]>(`SELECT s.id ${matching} ORDER BY ${order} ${limit}`, params.values),
      query.query<{ total: string }[]>(`SELECT count(*) AS total ${matching}`, params.values.slice(0, -2)),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(count.total) };
  }

  /** The sound locked for a change; undefined when there is none. */
  async lock(manager: EntityManager, soundId: string): Promise<LockedSound | undefined> {
    const [row] = await manager.query<LockedSound[]>(
      `SELECT id, name, status, key, bpm, tempo FROM catalogue.sounds WHERE id = $1 FOR UPDATE`,
      [soundId],
    );
    return row;
  }

  async update(manager: EntityManager, soundId: string, changes: AdminSoundChanges): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (!entries.length) return;
    const params = new SqlParams();
    const id = params.add(soundId);
    const set = entries.map(([column, value]) => `${column} = ${params.add(value)}`).join(', ');
    await manager.query(`UPDATE catalogue.sounds SET ${set} WHERE id = ${id}`, params.values);
  }

  /** An account's place in the catalogue: its sounds, what they received, what it gave. */
  async ownerSummary(userId: string): Promise<OwnerSummaryRow> {
    const [row] = await this.transactions.dataSource.query<OwnerSummaryRow[]>(
      `SELECT (SELECT count(*) FROM catalogue.sounds WHERE owner_id = $1)::int AS sounds,
              (SELECT count(*) FROM catalogue.sounds WHERE owner_id = $1 AND status = 'public')::int AS public_sounds,
              (SELECT coalesce(sum(likes_count), 0) FROM catalogue.sounds WHERE owner_id = $1)::int AS likes_received,
              (SELECT coalesce(sum(downloads_count), 0) FROM catalogue.sounds WHERE owner_id = $1)::int AS downloads_received,
              (SELECT count(*) FROM catalogue.likes WHERE user_id = $1)::int AS likes_given,
              (SELECT count(*) FROM catalogue.downloads WHERE user_id = $1)::int AS downloads_made`,
      [userId],
    );
    return row;
  }

  /** FROM and WHERE for the filters; the window's two parameters are added after these. */
  private matching(filters: AdminSoundFilters, params: SqlParams): string {
    const clauses = ['true', ...filterClauses(filters, params)];
    if (filters.status) clauses.push(`s.status = ${params.add(filters.status)}`);
    if (filters.processing === 'ready') {
      clauses.push(
        `EXISTS (SELECT 1 FROM catalogue.audio_files a WHERE a.audio_id = s.audio_id AND a.status = 'ready')`,
      );
    } else if (filters.processing) {
      // The few files not ready, from their partial index, then their sounds by audio id.
      clauses.push(
        `s.audio_id IN (SELECT a.audio_id FROM catalogue.audio_files a WHERE a.status = ${params.add(filters.processing)})`,
      );
    }
    return `FROM catalogue.sounds s WHERE ${clauses.join(' AND ')}`;
  }
}
