import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { anchorOf, type SoundFilters, type SoundFilterValues } from './sound-filters.dto';
import { filterToken } from './filter-tokens';
import { FEW_MATCHES, type FilterUse, type QueryFilters, type SoundScope } from './sound-list.sql';
import { SoundListsRepository, type ListWindow, type SoundRow } from './sound-lists.repository';
import { PreviewLinks } from './preview-links';
import { mapSound, type SoundPage, type SoundResponse } from './sound-response.dto';
import { SearchTotalsService, type ListTotal } from './search-totals.service';
import { SearchWordsService } from './search-words.service';
import { SharedPagesCache, type SharedEntries } from './shared-pages.cache';

/**
 * Paged sound lists with their total. The page's cards and the total are two queries run at
 * once on two connections; the cards' query finds the window's ids by index-only scans and
 * hydrates just those rows. A page asked with an anchor (`after` / `before` a sound the reader saw) seeks to
 * it in the index, so any depth costs what page 1 does; a page number alone skips entries.
 */
@Injectable()
export class SoundListsService {
  private readonly previewLinks: PreviewLinks;

  constructor(
    private readonly lists: SoundListsRepository,
    private readonly searchTotals: SearchTotalsService,
    private readonly searchWords: SearchWordsService,
    private readonly sharedPages: SharedPagesCache,
    /** Shared with media, which plays the preview links signed here. */
    @Inject(URL_SECRET) urlSecret: Buffer,
    @Inject(CONFIG) config: Config,
  ) {
    this.previewLinks = new PreviewLinks(urlSecret, config.MEDIA_SIGNED_URL_TTL_SECONDS);
  }

  async page(scope: SoundScope, filters: SoundFilters, viewerId: string): Promise<SoundPage> {
    const window = { ...toSkipTake(filters), anchor: anchorOf(filters) };
    const [{ items, total, totalIsEstimate }, understood] = await Promise.all([
      this.slice(scope, filters, window, viewerId),
      this.searchWords.understood(filters),
    ]);
    return { ...pageOf(items, total, filters), totalIsEstimate, understood };
  }

  /** Any window of a list (react-admin asks by range rather than page). */
  async slice(
    scope: SoundScope,
    filters: SoundFilterValues,
    window: ListWindow,
    viewerId: string,
  ): Promise<{ items: SoundResponse[]; total: number; totalIsEstimate: boolean }> {
    const { rows, total, estimated } =
      scope.kind === 'browse' && this.sharedPages.enabled
        ? await this.sharedRows(scope, filters, window, viewerId)
        : await this.rows(scope, filters, window, viewerId);
    return { items: this.cards(rows, viewerId), total, totalIsEstimate: estimated };
  }

  /**
   * Sounds by id, in that order, as the viewer sees them (liked, downloaded, mine). Callers
   * pass only ids the viewer may see, so each ready sound carries a preview link signed for
   * them: media plays no preview on its id alone (a private sound stays private).
   */
  async hydrate(ids: string[], viewerId: string): Promise<SoundResponse[]> {
    return this.cards(await this.rowsOf(ids, viewerId), viewerId);
  }

  /** Sounds by id as rows, what a shared list keeps (see hydrate). */
  async rowsOf(ids: string[], viewerId: string): Promise<SoundRow[]> {
    return ids.length ? this.lists.hydrate(ids, viewerId) : [];
  }

  /**
   * The sounds listed beside one sound ('Combina com este', 'Sons parecidos') and what they were
   * compared with, through `cache`: shared by every viewer without private sounds (SharedEntries
   * says when), else `compute`d.
   */
  async besideSound<Reference>(
    cache: SharedEntries<{ rows: SoundRow[]; reference: Reference }>,
    asked: { soundId: string; type?: string; limit: number },
    viewerId: string,
    compute: () => Promise<{ rows: SoundRow[]; reference: Reference }>,
  ): Promise<{ items: SoundResponse[]; reference: Reference }> {
    const key = `${asked.soundId}|${asked.type ?? ''}|${asked.limit}`;
    const { rows, reference } = await cache.read(key, (ids) => this.lists.viewerView(viewerId, ids), compute);
    return { items: this.cards(rows, viewerId), reference };
  }

  /** A browsed page from the shared pages when it is the same for this viewer (SharedEntries says when). */
  private sharedRows(scope: SoundScope, filters: SoundFilterValues, window: ListWindow, viewerId: string) {
    return this.sharedPages.page(
      filters,
      window,
      (ids) => this.lists.viewerView(viewerId, ids),
      () => this.rows(scope, filters, window, viewerId),
    );
  }

  /** The window's rows and the list's total, read from the database. */
  private async rows(
    scope: SoundScope,
    filters: SoundFilterValues,
    window: ListWindow,
    viewerId: string,
  ): Promise<{ rows: SoundRow[]; total: number; estimated: boolean }> {
    const query = await this.searchWords.resolve(filters);
    // A search inside two or more coarse filters: its estimated matches choose how the window
    // reads them (FEW_MATCHES) and start its total, so they are asked first, once.
    const planned = tokenWindow(query) ? await this.searchTotals.planned(scope, query) : undefined;
    const use = planned !== undefined && planned <= FEW_MATCHES ? 'count' : 'walk';
    const [rows, { total, estimated }] = await Promise.all([
      this.windowCards(scope, query, window, viewerId, use),
      this.count(scope, query, planned),
    ]);
    return { rows, total, estimated };
  }

  /**
   * Rows as cards for this viewer, each ready sound with a signed preview link: callers pass only
   * rows the viewer may see, and media plays a preview on its link alone.
   */
  cards(rows: SoundRow[], viewerId: string): SoundResponse[] {
    return rows.map((row) => mapSound(row, viewerId, (audioId) => this.previewLinks.url(audioId)));
  }

  private async windowCards(
    scope: SoundScope,
    filters: QueryFilters,
    window: ListWindow,
    viewerId: string,
    use: FilterUse['use'],
  ): Promise<SoundRow[]> {
    const rows = await this.lists.cards(scope, filters, window, viewerId, use);
    // An anchor that left the list (deleted, unliked, made private) places nothing: skip instead.
    const anchor = window.anchor;
    if (!rows.length && anchor) {
      const anchorId = 'before' in anchor ? anchor.before : anchor.after;
      if (!(await this.lists.holds(scope, anchorId)))
        return this.lists.cards(scope, filters, { ...window, anchor: undefined }, viewerId, use);
    }
    return rows;
  }

  /**
   * Browsing under the coarse filters only (type, key, BPM, category, produced) adds up the
   * trigger-kept public counts plus the viewer's own private sounds; a drum kit or an uploader is
   * counted from its index; a search or a tag has its own rules (SearchTotalsService).
   */
  private async count(scope: SoundScope, filters: QueryFilters, planned?: number): Promise<ListTotal> {
    if (filters.match !== undefined || filters.tempo !== undefined || taggedFilter(filters)) {
      return this.searchTotals.total(scope, filters, planned);
    }
    const total =
      scope.kind === 'browse' && !filters.drumKit && !filters.uploader
        ? await this.lists.browseTotal(scope.viewerId, filters)
        : await this.lists.counted(scope, filters);
    return { total, estimated: false };
  }
}

/**
 * The trigger-kept public counts know no tags (#44), and counting a tag's sounds visits each (half
 * the catalogue is one-shots: 290 ms at 1,000,000 sounds): counted as a search is, exactly up to
 * CATALOGUE_EXACT_SEARCH_COUNT, past that estimated from the fixed sample and flagged.
 */
const taggedFilter = (filters: QueryFilters): boolean => filters.family !== undefined || filters.shape !== undefined;

/** A search of one rank inside two or more coarse filters: its window may read the token's list (FEW_MATCHES). */
const tokenWindow = (filters: QueryFilters): boolean =>
  filterToken(filters) !== undefined && (filters.match?.tiers.length ?? 0) <= 1;
