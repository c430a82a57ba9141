import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  MUSICAL_KEYS,
  BPM_VALUES,
  SOUND_TYPES,
  INSTRUMENT_FAMILIES,
  INSTRUMENT_FAMILY_LABELS,
  SOUND_SHAPES,
  SOUND_SHAPE_LABELS,
} from '@sampleteca/contracts';
import { PgNotificationsClient } from '@sampleteca/database';
import { PUBLIC_SOUNDS_CHANNEL } from '../../common/public-sounds-channel';
import { SearchWordsService } from '../sound-lists/search-words.service';
import type { SoundFilterValues } from '../sound-lists/sound-filters.dto';
import { FACET_DIMENSIONS, type FacetDimension } from '../sound-lists/sound-list.sql';
import { SoundListsRepository, type FacetCount } from '../sound-lists/sound-lists.repository';
import type { FacetValue, SoundFacets } from './facets.dto';
import { TtlCache } from './ttl-cache';

const TOP_N = 20;
/** Public counts change slowly and cost a scan each: reused for a minute across users. */
const PUBLIC_TTL_MS = 60_000;
const SPEC_ORDER: Partial<Record<FacetDimension, readonly string[]>> = {
  type: SOUND_TYPES,
  key: MUSICAL_KEYS,
  bpm: BPM_VALUES,
  family: INSTRUMENT_FAMILIES,
  shape: SOUND_SHAPES,
};
/** #44's tags are stored as the contract's ids; a facet says them as the portal does ('Caixa'). */
const LABELS: Partial<Record<FacetDimension, Record<string, string>>> = {
  family: INSTRUMENT_FAMILY_LABELS,
  shape: SOUND_SHAPE_LABELS,
};

/**
 * Facet counts for the filter panel: per dimension, the sounds under every other filter grouped
 * by that dimension's value. Public sounds' counts are cached briefly (shared by all viewers);
 * the viewer's own private sounds are counted live and added, so a new upload shows at once.
 * A sound published or hidden anywhere clears the cache of every process at once.
 */
@Injectable()
export class SoundFacetsService implements OnModuleInit {
  private readonly publicCounts = new TtlCache<FacetCount[]>(PUBLIC_TTL_MS, 2_000);

  constructor(
    private readonly lists: SoundListsRepository,
    private readonly searchWords: SearchWordsService,
    private readonly notifications: PgNotificationsClient,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.notifications.listen(PUBLIC_SOUNDS_CHANNEL, () => this.publicCounts.clear());
  }

  async facets(filters: SoundFilterValues, viewerId: string): Promise<SoundFacets> {
    const query = await this.searchWords.resolve(filters);
    const entries = await Promise.all(
      FACET_DIMENSIONS.map(async (dimension) => {
        const [shared, own] = await Promise.all([
          this.publicCounts.get(`${dimension}:${cacheKey(filters, dimension)}`, () =>
            this.lists.facetCounts(dimension, query, "s.status = 'public'", [], TOP_N * 2),
          ),
          this.lists.facetCounts(dimension, query, "s.status = 'private' AND s.owner_id = $1", [viewerId]),
        ]);
        return [dimension, this.merge(dimension, [...shared, ...own], filters[dimension])] as const;
      }),
    );
    return Object.fromEntries(entries) as unknown as SoundFacets;
  }

  private merge(dimension: FacetDimension, counts: FacetCount[], selected: unknown): FacetValue[] {
    const merged = new Map<string, FacetValue>();
    for (const { value, label, count } of counts) {
      const entry = merged.get(value) ?? { value, label: label ?? LABELS[dimension]?.[value] ?? value, count: 0 };
      entry.count += Number(count);
      merged.set(value, entry);
    }
    const values = [...merged.values()];
    const order = SPEC_ORDER[dimension];
    if (order) return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'));
    if (dimension !== 'drumKit' && dimension !== 'uploader') return values;
    const top = values.slice(0, TOP_N);
    const chosen = values.find((entry) => entry.value === selected);
    return chosen && !top.includes(chosen) ? [...top, chosen] : top;
  }
}

/** The filters that shape a dimension's counts (all but itself), in a stable order. */
function cacheKey(filters: SoundFilterValues, except: FacetDimension): string {
  const { search, produced } = filters;
  const others = FACET_DIMENSIONS.filter((dimension) => dimension !== except).map((dimension) => filters[dimension]);
  return JSON.stringify([...others, produced, search?.toLowerCase()]);
}
