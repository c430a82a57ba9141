import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DistributionRequestKind, DistributionRequestStatus } from '@sampleteca/contracts';
import { returningRows, SqlParams, TransactionRunner } from '@sampleteca/database';

export type RequestRow = {
  id: string;
  kind: DistributionRequestKind;
  status: DistributionRequestStatus;
  sound_id: string;
  user_id: string;
  contract_id: string | null;
  created_at: Date;
  decided_at: Date | null;
  producer_name: string | null;
  producer_avatar: string | null;
  sound_name: string;
  sound_image: string | null;
  artist_name: string | null;
  audio_id: string;
  is_produced: boolean;
};

export type RequestListQuery = {
  status?: DistributionRequestStatus;
  userId?: string;
  /** Words in the producer's or the sound's name. */
  search?: string;
  order: 'pending-first' | { column: 'created_at' | 'status'; direction: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
};

const CARD = `
  SELECT r.id, r.kind, r.status, r.sound_id, r.user_id, r.contract_id, r.created_at, r.decided_at,
         p.full_name AS producer_name, p.avatar_url AS producer_avatar,
         s.name AS sound_name, s.image_url AS sound_image, s.artist_name, s.audio_id, s.is_produced
    FROM distribution.requests r
    JOIN distribution.sounds s ON s.sound_id = r.sound_id
    LEFT JOIN distribution.parties p ON p.user_id = r.user_id`;

/** distribution.requests, read as the cards and lists show them. */
@Injectable()
export class RequestsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async find(id: string, manager?: EntityManager, lock = false): Promise<RequestRow | undefined> {
    const [row] = await (manager ?? this.transactions.dataSource.manager).query<RequestRow[]>(
      `${CARD} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    return row;
  }

  async list(query: RequestListQuery): Promise<{ rows: RequestRow[]; total: number }> {
    const params = new SqlParams();
    const add = (value: unknown) => params.add(value);
    const where: string[] = [];
    if (query.status) where.push(`r.status = ${add(query.status)}`);
    if (query.userId) where.push(`r.user_id = ${add(query.userId)}`);
    if (query.search) {
      const term = add(`%${query.search}%`);
      where.push(`(p.full_name ILIKE ${term} OR s.name ILIKE ${term})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order =
      query.order === 'pending-first'
        ? `(r.status = 'pending') DESC, r.created_at DESC, r.id DESC`
        : `r.${query.order.column} ${query.order.direction}, r.id ${query.order.direction}`;
    const filterValues = [...params.values];
    const [rows, [{ total }]] = await Promise.all([
      this.transactions.dataSource.query<RequestRow[]>(
        `${CARD} ${filter} ORDER BY ${order} OFFSET ${add(query.offset)} LIMIT ${add(query.limit)}`,
        params.values,
      ),
      this.transactions.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM distribution.requests r
           JOIN distribution.sounds s ON s.sound_id = r.sound_id
           LEFT JOIN distribution.parties p ON p.user_id = r.user_id ${filter}`,
        filterValues,
      ),
    ]);
    return { rows, total };
  }

  /** The new pending request, or undefined when the sound already has an open one. */
  async insertPending(
    manager: EntityManager,
    request: { id: string; soundId: string; userId: string; kind: DistributionRequestKind; contractId: string | null },
  ): Promise<{ id: string } | undefined> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO distribution.requests (id, sound_id, user_id, kind, status, contract_id)
       VALUES ($1, $2, $3, $4, 'pending', $5)
       ON CONFLICT (sound_id) WHERE status IN ('pending', 'approved') DO NOTHING RETURNING id`,
      [request.id, request.soundId, request.userId, request.kind, request.contractId],
    );
    return row;
  }

  async decide(
    manager: EntityManager,
    id: string,
    status: 'approved' | 'cancelled',
    decidedBy: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE distribution.requests SET status = $2, decided_at = now(), decided_by = $3 WHERE id = $1`,
      [id, status, decidedBy],
    );
  }

  /**
   * A decided request waits for review again (its decision undone), unless its sound has
   * another open request meanwhile (then false): one open request per sound.
   */
  async reopen(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await returningRows<{ id: string }>(
      manager,
      `UPDATE distribution.requests r SET status = 'pending', decided_at = NULL, decided_by = NULL
        WHERE r.id = $1 AND r.status <> 'pending'
          AND NOT EXISTS (SELECT 1 FROM distribution.requests o
                           WHERE o.sound_id = r.sound_id AND o.id <> r.id AND o.status IN ('pending', 'approved'))
        RETURNING r.id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Cancels a deleted account's pending requests, answering which ones (with their sounds). */
  cancelPendingOfUser(
    manager: EntityManager,
    userId: string,
  ): Promise<Pick<RequestRow, 'id' | 'user_id' | 'kind' | 'sound_id'>[]> {
    return returningRows(
      manager,
      `UPDATE distribution.requests SET status = 'cancelled', decided_at = now()
        WHERE user_id = $1 AND status = 'pending' RETURNING id, user_id, kind, sound_id`,
      [userId],
    );
  }

  /** Cancels the sound's pending requests (the sound is gone), answering which ones. */
  cancelPendingOf(manager: EntityManager, soundId: string): Promise<Pick<RequestRow, 'id' | 'user_id' | 'kind'>[]> {
    return returningRows(
      manager,
      `UPDATE distribution.requests SET status = 'cancelled', decided_at = now()
        WHERE sound_id = $1 AND status = 'pending' RETURNING id, user_id, kind`,
      [soundId],
    );
  }
}
