import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid, TransactionRunner } from '@sampleteca/database';
import type { SimpleRestQuery } from '@sampleteca/http';
import { TaxonomyMergesRepository } from '../taxonomy-merges/taxonomy-merges.repository';
import { TaxonomyEventsPublisher } from './taxonomy-events.publisher';
import { TaxonomyErrorCode, taxonomyError } from './taxonomy-errors';
import type { TaxonomyKind } from './taxonomy-kinds';
import { inTaxonomyTransaction } from './taxonomy-transaction';
import { mapEntry, type MergedEntryResponse, type TaxonomyEntryResponse } from './taxonomy.dto';
import { TaxonomyRepository, type TaxonomyFilter } from './taxonomy.repository';

/** The most entries one merge removes: a console selection of duplicates, not a bulk rewrite. */
export const MAX_MERGED = 20;

export type TaxonomyPage<T> = { items: T[]; total: number };
export type MergeOutcome<T> = {
  kept: T;
  moved: number;
  removed: number;
  removedEntries: MergedEntryResponse[];
  dryRun: boolean;
  mergeId: string | null;
  message: string;
};
export type MergeOptions = { by: string; dryRun?: boolean };

/**
 * The console's categories, drum kits and credited artists: listed with their sounds, renamed,
 * and duplicates merged into one. Every change rewrites the names copied on the sounds in the
 * same transaction, so the catalogue's cards, search, facets and counts follow on commit: the
 * sounds' triggers move public_sound_counts, search_words and list_version (shared pages), and a
 * NOTIFY clears every process's cached facet counts. Distribution keeps the credited artist's
 * name of the sounds it reviews, so an artist's change is published through the outbox
 * (TaxonomyEventsPublisher). Each merge is recorded so it can be undone (TaxonomyMergesService).
 */
@Injectable()
export class TaxonomyService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly entries: TaxonomyRepository,
    private readonly merges: TaxonomyMergesRepository,
    private readonly announcer: TaxonomyEventsPublisher,
  ) {}

  /**
   * Filters: `q` (part of the name, any accents), `similar` (likely duplicates only), `ownerId`
   * (kits), `similarTo` (an entry and its likely duplicates: what its page offers to merge).
   */
  async list<T extends TaxonomyEntryResponse>(kind: TaxonomyKind, query: SimpleRestQuery): Promise<TaxonomyPage<T>> {
    const { filter } = query;
    const criteria: TaxonomyFilter = {
      search: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim().slice(0, 100) : undefined,
      ownerId: typeof filter.ownerId === 'string' && isUuid(filter.ownerId) ? filter.ownerId : undefined,
      similarOnly: filter.similar === true || filter.similar === 'true',
      similarTo: typeof filter.similarTo === 'string' && isUuid(filter.similarTo) ? filter.similarTo : undefined,
      ids: Array.isArray(filter.id)
        ? filter.id.filter((id): id is string => typeof id === 'string' && isUuid(id))
        : undefined,
    };
    const sort = query.sort?.field === 'sounds' ? 'sounds' : 'name';
    const { rows, total } = await this.entries.page(
      kind,
      criteria,
      { field: sort, order: query.sort?.order ?? (sort === 'sounds' ? 'DESC' : 'ASC') },
      query.skip,
      query.take,
    );
    return { items: rows.map((row) => mapEntry(kind, row) as T), total };
  }

  async get<T extends TaxonomyEntryResponse>(kind: TaxonomyKind, id: string): Promise<T> {
    const row = await this.entries.find(kind, id);
    if (!row) throw taxonomyError(TaxonomyErrorCode.NotFound, { message: kind.messages.notFound });
    return mapEntry(kind, row) as T;
  }

  /** A new name (tidied by the DTO); another entry with it, in any case, answers 409 and changes nothing. */
  async rename<T extends TaxonomyEntryResponse>(kind: TaxonomyKind, id: string, name: string): Promise<T> {
    await this.inTransaction(kind, async (manager) => {
      const [entry] = await this.entries.lock(manager, kind, [id]);
      if (!entry) throw taxonomyError(TaxonomyErrorCode.NotFound, { message: kind.messages.notFound });
      if (entry.name === name) return;
      const taken = await this.entries.sameName(manager, kind, name, { id, ownerId: entry.owner_id });
      if (taken) throw this.nameTaken(kind, taken);
      const relabelled = await this.entries.rename(manager, kind, id, name);
      await this.announcer.soundsNowUnder(manager, kind, { id, name }, relabelled);
    });
    return this.get<T>(kind, id);
  }

  /**
   * Keeps `keptId`; the sounds of `ids` move to it and `ids` are deleted, recorded so the merge
   * can be undone. Refused, changing nothing: more than MAX_MERGED at once, an id twice, the kept
   * one among the removed, an id unknown to this list (another list's, or gone), drum kits of
   * different owners. With `dryRun`, the same checks and what would move, changing nothing.
   */
  async merge<T extends TaxonomyEntryResponse>(
    kind: TaxonomyKind,
    keptId: string,
    ids: string[],
    options: MergeOptions,
  ): Promise<MergeOutcome<T>> {
    checkChoice(keptId, ids);
    const dryRun = options.dryRun === true;
    const done = await this.inTransaction(kind, async (manager) => {
      const locked = await this.entries.lock(manager, kind, [keptId, ...ids]);
      const kept = locked.find((entry) => entry.id === keptId);
      const missing = [keptId, ...ids].filter((id) => !locked.some((entry) => entry.id === id));
      if (!kept || missing.length > 0) {
        throw taxonomyError(TaxonomyErrorCode.NotFound, { message: kind.messages.notFound, details: { missing } });
      }
      if (kind.ownedBy && locked.some((entry) => entry.owner_id !== kept.owner_id)) {
        throw taxonomyError(TaxonomyErrorCode.KitsOfDifferentOwners);
      }
      const rows = (await this.merges.snapshot(manager, kind, ids)).map(({ row }) => row);
      const removedEntries = rows.map((row) => ({ id: row.id, name: row.name, sounds: row.sounds_count }));
      if (dryRun) {
        return { mergeId: null, removedEntries, moved: removedEntries.reduce((sum, entry) => sum + entry.sounds, 0) };
      }
      const mergeId = await this.merges.record(manager, kind, {
        keptId,
        keptName: kept.name,
        removed: rows,
        by: options.by,
      });
      const relabelled = await this.entries.merge(manager, kind, kept, ids);
      await this.announcer.soundsNowUnder(manager, kind, kept, relabelled);
      return { mergeId, removedEntries, moved: relabelled.length };
    });
    return {
      kept: await this.get<T>(kind, keptId),
      ...done,
      removed: ids.length,
      dryRun,
      message: dryRun ? MERGE_PREVIEWED : kind.messages.merged,
    };
  }

  private inTransaction<T>(kind: TaxonomyKind, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return inTaxonomyTransaction(this.transactions, kind, work);
  }

  private nameTaken(kind: TaxonomyKind, existing: { id: string; name: string }) {
    return taxonomyError(TaxonomyErrorCode.NameTaken, {
      message: kind.messages.nameTaken,
      details: { existing },
    });
  }
}

const MERGE_PREVIEWED = 'Prévia da união: nada foi alterado.';

/** What an administrator could not have meant, refused before anything is read. */
function checkChoice(keptId: string, ids: string[]): void {
  if (ids.length === 0) throw taxonomyError(TaxonomyErrorCode.NothingToMerge);
  if (ids.length > MAX_MERGED) throw taxonomyError(TaxonomyErrorCode.TooManyAtOnce);
  if (new Set(ids).size !== ids.length) throw taxonomyError(TaxonomyErrorCode.RepeatedIds);
  if (ids.includes(keptId)) throw taxonomyError(TaxonomyErrorCode.KeptAmongRemoved);
}
