import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import type { SimpleRestQuery } from '@sampleteca/http';
import { TaxonomyEventsPublisher } from '../taxonomy/taxonomy-events.publisher';
import { TaxonomyErrorCode, taxonomyError } from '../taxonomy/taxonomy-errors';
import { CATEGORIES, CREDITED_ARTISTS, DRUM_KITS, type TaxonomyKind } from '../taxonomy/taxonomy-kinds';
import { inTaxonomyTransaction } from '../taxonomy/taxonomy-transaction';
import { TaxonomyRepository } from '../taxonomy/taxonomy.repository';
import { mapMerge, type TaxonomyMergeResponse, type UndoMergeResult } from './taxonomy-merges.dto';
import { TaxonomyMergesRepository } from './taxonomy-merges.repository';

const KINDS: Record<string, TaxonomyKind> = {
  [CATEGORIES.resource]: CATEGORIES,
  [DRUM_KITS.resource]: DRUM_KITS,
  [CREDITED_ARTISTS.resource]: CREDITED_ARTISTS,
};

const UNDONE = 'União desfeita: os itens e seus sons voltaram.';

/**
 * The console's recent merges and their undo. Undo recreates the removed entries with their ids
 * and names and moves back exactly the sounds the merge moved (those still in the kept entry),
 * with the same follow-ups a merge has (counts, list version, facets, distribution's artists).
 */
@Injectable()
export class TaxonomyMergesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly merges: TaxonomyMergesRepository,
    private readonly entries: TaxonomyRepository,
    private readonly announcer: TaxonomyEventsPublisher,
  ) {}

  /** Filter `kind` (categories, drum-kits, artists; categories when absent); newest first. */
  async list(query: SimpleRestQuery): Promise<{ items: TaxonomyMergeResponse[]; total: number }> {
    const kind = KINDS[String(query.filter.kind)] ?? CATEGORIES;
    const { rows, total } = await this.merges.page(kind, query.skip, query.take);
    return { items: rows.map(mapMerge), total };
  }

  /** Refused once undone, after UNDO_DAYS, or when the kept entry is gone (merged again since). */
  async undo(id: string, by: string): Promise<UndoMergeResult> {
    const found = await this.merges.find(id);
    if (!found) throw taxonomyError(TaxonomyErrorCode.MergeNotFound);
    const kind = KINDS[found.kind];
    const restored = await inTaxonomyTransaction(this.transactions, kind, async (manager) => {
      const merge = await this.merges.lock(manager, id);
      if (!merge) throw taxonomyError(TaxonomyErrorCode.MergeNotFound);
      if (merge.undone_at) throw taxonomyError(TaxonomyErrorCode.AlreadyUndone);
      if (merge.expired) throw taxonomyError(TaxonomyErrorCode.UndoExpired);
      const [kept] = await this.entries.lock(manager, kind, [merge.kept_id]);
      if (!kept) throw taxonomyError(TaxonomyErrorCode.KeptGone);
      await this.merges.recreate(manager, kind, merge.removed);
      const moved = await this.merges.moveBack(manager, kind, { id, keptId: merge.kept_id });
      for (const entry of merge.removed) {
        const soundIds = moved.filter((sound) => sound.from_id === entry.id).map((sound) => sound.id);
        await this.announcer.soundsNowUnder(manager, kind, entry, soundIds);
      }
      await this.merges.markUndone(manager, id, by);
      return moved.length;
    });
    return { merge: mapMerge((await this.merges.find(id))!), restored, message: UNDONE };
  }
}
