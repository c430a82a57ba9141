import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CONFIG, type Config } from '@sampleteca/config';
import type { SoundFilterValues } from './sound-filters.dto';
import type { ListWindow, SoundRow, ViewerOverlay, ViewerView } from './sound-lists.repository';

/** A browsed page as every viewer without private sounds sees it. */
export type SharedPage = { rows: SoundRow[]; total: number; estimated: boolean };

/**
 * Results shared between viewers, in this process: under concurrent users most requests ask the
 * same few things (the dashboard's first page, a type's page, a popular sound's matches), whose
 * ids, totals and card rows cost far more database CPU than the viewer's own part.
 *
 * What keeps it exact:
 * - Each entry carries `catalogue.list_version`, read before the entry was, and is used only
 *   while the version is unchanged. The version moves on commit of any change to what a card
 *   shows, a sound added, removed, published or hidden, a key or name edited, audio processed
 *   (triggers in the list-version migration), so the writer's next request, on any pod, reads
 *   afresh.
 * - Likes, downloads and the viewer's `liked`/`downloaded` are not taken from the entry: they
 *   are read with the version on every request (SoundListsRepository.viewerView).
 * - Only viewers with no sound that is not public read or fill it: what they see is the public
 *   sounds, the same for everyone; anyone with a private sound gets theirs computed, never kept.
 */
export class SharedEntries<T extends { rows: SoundRow[] }> {
  private readonly entries?: LRUCache<string, T & { version: string }>;

  constructor(size: number) {
    if (size > 0) this.entries = new LRUCache({ max: size });
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** `key`'s entry as this viewer sees it, else `compute`d (and kept when it is everyone's). */
  async read(key: string, viewerView: (ids: string[]) => Promise<ViewerView>, compute: () => Promise<T>): Promise<T> {
    if (!this.entries) return compute();
    const shared = this.entries.get(key);
    // Read before the entry is computed, so an entry kept below is at least as new as its version.
    const viewer = await viewerView(shared?.rows.map((row) => row.id) ?? []);
    if (viewer.hasPrivate) return compute();
    if (shared?.version === viewer.version) return { ...shared, rows: withOverlay(shared.rows, viewer.overlay) };
    const fresh = await compute();
    this.entries.set(key, { ...fresh, version: viewer.version });
    return fresh;
  }
}

/** Browsed pages shared between viewers (SharedEntries says when). */
@Injectable()
export class SharedPagesCache extends SharedEntries<SharedPage> {
  constructor(@Inject(CONFIG) config: Pick<Config, 'CATALOGUE_SHARED_PAGES'>) {
    super(config.CATALOGUE_SHARED_PAGES);
  }

  page(
    filters: SoundFilterValues,
    window: ListWindow,
    viewerView: (ids: string[]) => Promise<ViewerView>,
    compute: () => Promise<SharedPage>,
  ): Promise<SharedPage> {
    return this.read(pageKey(filters, window), viewerView, compute);
  }
}

/** The entry's rows with the viewer's overlay (a row the overlay lacks keeps what it had). */
function withOverlay(rows: SoundRow[], overlay: Map<string, ViewerOverlay>): SoundRow[] {
  return rows.map((row) => ({ ...row, ...overlay.get(row.id) }));
}

/** Filters and window as one key; the filters in a fixed order, absent ones left out. */
function pageKey(filters: SoundFilterValues, { skip, take, anchor }: ListWindow): string {
  const { type, category, drumKit, uploader, key, bpm, produced, search, literal } = filters;
  const tags = [filters.family, filters.shape];
  return JSON.stringify([
    type,
    category,
    drumKit,
    uploader,
    key,
    bpm,
    produced,
    search,
    literal,
    skip,
    take,
    anchor,
    ...tags,
  ]);
}
