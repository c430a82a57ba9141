import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueEvents, type SoundsArtistRenamed } from '@sampleteca/contracts';
import { isUuid, notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import type { SimpleRestQuery } from '@sampleteca/http';
import { Outbox } from '@sampleteca/messaging';
import { PUBLIC_SOUNDS_CHANNEL } from '../../reviews/public-sounds-channel';
import { TaxonomyErrorCode, taxonomyError } from './taxonomy-errors';
import type { TaxonomyKind } from './taxonomy-kinds';
import { mapEntry, type TaxonomyEntryResponse } from './taxonomy.dto';
import { TaxonomyRepository, type TaxonomyFilter } from './taxonomy.repository';

/** Sounds named by one event about a renamed artist (an event stays well under a broker's frame). */
const SOUNDS_PER_EVENT = 1_000;
const UNIQUE_VIOLATION = '23505';

export type TaxonomyPage<T> = { items: T[]; total: number };
export type MergeOutcome<T> = { kept: T; moved: number; removed: number; message: string };

/**
 * The console's categories, drum kits and credited artists: listed with their sounds, renamed,
 * and duplicates merged into one. Every change rewrites the names copied on the sounds in the
 * same transaction, so the catalogue's cards, search, facets and counts follow on commit: the
 * sounds' triggers move public_sound_counts, search_words and list_version (shared pages), and a
 * NOTIFY clears every process's cached facet counts. Distribution keeps the credited artist's
 * name of the sounds it reviews, so an artist's change is published through the outbox.
 */
@Injectable()
export class TaxonomyService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly entries: TaxonomyRepository,
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
      await this.announce(manager, kind, { id, name }, relabelled);
    });
    return this.get<T>(kind, id);
  }

  /**
   * Keeps `keptId`; the sounds of `ids` move to it and `ids` are deleted. Drum kits merge only
   * within one owner (a kit is a producer's collection).
   */
  async merge<T extends TaxonomyEntryResponse>(
    kind: TaxonomyKind,
    keptId: string,
    ids: string[],
  ): Promise<MergeOutcome<T>> {
    const removed = [...new Set(ids)].filter((id) => id !== keptId);
    if (removed.length === 0) throw taxonomyError(TaxonomyErrorCode.NothingToMerge);
    const moved = await this.inTransaction(kind, async (manager) => {
      const locked = await this.entries.lock(manager, kind, [keptId, ...removed]);
      const kept = locked.find((entry) => entry.id === keptId);
      if (!kept || locked.length !== removed.length + 1) {
        throw taxonomyError(TaxonomyErrorCode.NotFound, { message: kind.messages.notFound });
      }
      if (kind.ownedBy && locked.some((entry) => entry.owner_id !== kept.owner_id)) {
        throw taxonomyError(TaxonomyErrorCode.KitsOfDifferentOwners);
      }
      const relabelled = await this.entries.merge(manager, kind, kept, removed);
      await this.announce(manager, kind, kept, relabelled);
      return relabelled.length;
    });
    return { kept: await this.get<T>(kind, keptId), moved, removed: removed.length, message: kind.messages.merged };
  }

  /** Facet labels and counts are cached per process: clear them at commit; tell distribution of an artist's new name. */
  private async announce(
    manager: EntityManager,
    kind: TaxonomyKind,
    entry: { id: string; name: string },
    soundIds: string[],
  ): Promise<void> {
    await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, entry.id);
    if (kind.table !== 'artists') return;
    for (let start = 0; start < soundIds.length; start += SOUNDS_PER_EVENT) {
      await this.outbox.add<SoundsArtistRenamed>(manager, CatalogueEvents.SoundsArtistRenamed, {
        soundIds: soundIds.slice(start, start + SOUNDS_PER_EVENT),
        artistId: entry.id,
        artistName: entry.name,
        renamedAt: new Date().toISOString(),
      });
    }
  }

  /** The transaction, with a unique index's refusal (a rename racing another) answered as 409. */
  private async inTransaction<T>(kind: TaxonomyKind, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw taxonomyError(TaxonomyErrorCode.NameTaken, { message: kind.messages.nameTaken });
      }
      throw error;
    }
  }

  private nameTaken(kind: TaxonomyKind, existing: { id: string; name: string }) {
    return taxonomyError(TaxonomyErrorCode.NameTaken, {
      message: kind.messages.nameTaken,
      details: { existing },
    });
  }
}
