import {
  IsNull,
  LessThan,
  Not,
  type EntityManager,
  type FindOptionsOrder,
  type FindOptionsSelect,
  type FindOptionsWhere,
  type QueryDeepPartialEntity,
  type Repository,
} from 'typeorm';
import { isUuid } from '@sampleteca/database';

/** What audio files and images have in common: an upload a sound may take, or the sweep discard. */
export type UploadRow = {
  id: string;
  soundId: string | null;
  predatesSweep: boolean;
  createdAt: Date;
  deletedAt: Date | null;
};

/**
 * The queries both kinds of upload share. A soft-deleted row (its sound was deleted, or the
 * sweep discarded it) is left out unless a method says `IncludingDeleted`. Methods taking a
 * `manager` run inside the caller's transaction.
 */
export abstract class UploadRowsRepository<Row extends UploadRow> {
  protected constructor(protected readonly rows: Repository<Row>) {}

  find(id: string): Promise<Row | null> {
    return isUuid(id) ? this.rows.findOneBy(this.byId(id)) : Promise.resolve(null);
  }

  findIncludingDeleted(id: string): Promise<Row | null> {
    return isUuid(id) ? this.rows.findOne({ where: this.byId(id), withDeleted: true }) : Promise.resolve(null);
  }

  /** Locked until the transaction ends, so a concurrent sound event or sweep waits and then sees the change. */
  lock(manager: EntityManager, id: string, { includingDeleted = false } = {}): Promise<Row | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.getRepository(this.rows.target).findOne({
      where: this.byId(id),
      withDeleted: includingDeleted,
      lock: { mode: 'pessimistic_write' },
    });
  }

  async insert(manager: EntityManager, row: QueryDeepPartialEntity<Row>): Promise<void> {
    await manager.getRepository(this.rows.target).insert(row);
  }

  /** The sound that keeps this upload. */
  async keepFor(manager: EntityManager, id: string, soundId: string): Promise<void> {
    await manager.getRepository(this.rows.target).update(this.byId(id), changes<Row>({ soundId }));
  }

  /** Marked deleted (its objects go after the commit); with the sound that had it, when one did. */
  async markDeleted(manager: EntityManager, id: string, soundId?: string): Promise<void> {
    const marked = soundId ? { soundId, deletedAt: new Date() } : { deletedAt: new Date() };
    await manager.getRepository(this.rows.target).update(this.byId(id), changes<Row>(marked));
  }

  /** Uploads no sound took, created before `cutoff`, oldest first. */
  async unusedIds(cutoff: Date, take: number, where: FindOptionsWhere<Row> = {}): Promise<string[]> {
    const rows = await this.rows.find({
      select: { id: true } as FindOptionsSelect<Row>,
      where: { ...where, ...shared<Row>({ soundId: IsNull(), predatesSweep: false, createdAt: LessThan(cutoff) }) },
      order: { createdAt: 'ASC' } as FindOptionsOrder<Row>,
      take,
    });
    return rows.map((row) => row.id);
  }

  /** Rows the sweep marked deleted (no sound ever had them): their objects and rows still to go. */
  discarded(take: number): Promise<Row[]> {
    return this.rows.find({
      where: shared<Row>({ soundId: IsNull(), predatesSweep: false, deletedAt: Not(IsNull()) }),
      withDeleted: true,
      take,
    });
  }

  /** The row of a discarded upload, once its objects are gone (never one a sound took meanwhile). */
  async removeDiscarded(id: string): Promise<void> {
    await this.rows.delete(shared<Row>({ id, soundId: IsNull() }));
  }

  private byId(id: string): FindOptionsWhere<Row> {
    return shared<Row>({ id });
  }
}

// TypeORM cannot see that conditions on UploadRow's columns hold for every Row that has them.
const shared = <Row extends UploadRow>(where: FindOptionsWhere<UploadRow>) => where as FindOptionsWhere<Row>;
const changes = <Row extends UploadRow>(values: Partial<UploadRow>) => values as QueryDeepPartialEntity<Row>;
