import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CONFIG, type Config } from '@sampleteca/config';
import type { SoundFilterValues } from './sound-filters.dto';
import type { ListWindow, SoundRow, ViewerOverlay } from './sound-lists.repository';

/** A browsed page as every viewer without private sounds sees it, and the list version it was read at. */
export type SharedPage = { version: string; rows: SoundRow[]; total: number; estimated: boolean };

/**
 * Browsed pages shared between viewers, in this process. Under concurrent users most requests
 * ask the same few pages (the dashboard's first page, a type's page), and a page's ids, total
 * and card rows cost ~14 ms of database CPU where the viewer's own part costs well under 1 ms.
 *
 * What keeps it exact:
 * - Each entry carries `catalogue.list_version`, read before the page was, and is used only
 *   while the version is unchanged. The version moves on commit of any change to what a card
 *   shows, a sound added, removed, published or hidden, a key or name edited, audio processed
 *   (triggers in the list-version migration), so the writer's next request, on any pod, reads a
 *   new page.
 * - Likes, downloads and the viewer's `liked`/`downloaded` are not taken from the entry: they
 *   are read with the version on every request (SoundListsRepository.viewerView).
 * - Only viewers with no sound that is not public read or fill it: a browse list is the public
 *   sounds plus the viewer's own, so for them it is the same list for everyone; anyone with a
 *   private sound gets their own pages, computed, and never cached.
 */
@Injectable()
export class SharedPagesCache {
  private readonly pages?: LRUCache<string, SharedPage>;

  constructor(@Inject(CONFIG) config: Pick<Config, 'CATALOGUE_SHARED_PAGES'>) {
    if (config.CATALOGUE_SHARED_PAGES > 0) this.pages = new LRUCache({ max: config.CATALOGUE_SHARED_PAGES });
  }

  get enabled(): boolean {
    return this.pages !== undefined;
  }

  get(filters: SoundFilterValues, window: ListWindow): SharedPage | undefined {
    return this.pages?.get(pageKey(filters, window));
  }

  set(filters: SoundFilterValues, window: ListWindow, page: SharedPage): void {
    this.pages?.set(pageKey(filters, window), page);
  }
}

/** The entry's rows with the viewer's overlay (a row the overlay lacks keeps what it had). */
export function withOverlay(rows: SoundRow[], overlay: Map<string, ViewerOverlay>): SoundRow[] {
  return rows.map((row) => ({ ...row, ...overlay.get(row.id) }));
}

/** Filters and window as one key; the filters in a fixed order, absent ones left out. */
function pageKey(filters: SoundFilterValues, { skip, take, anchor }: ListWindow): string {
  const { type, category, drumKit, uploader, key, bpm, produced, search } = filters;
  return JSON.stringify([type, category, drumKit, uploader, key, bpm, produced, search, skip, take, anchor]);
}
