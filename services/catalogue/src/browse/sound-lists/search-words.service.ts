import { Injectable } from '@nestjs/common';
import type { SoundType } from '@sampleteca/contracts';
import { SoundListsRepository } from './sound-lists.repository';
import type { SoundFilterValues } from './sound-filters.dto';
import type { QueryFilters } from './sound-list.sql';
import { readSearch, type SearchReading, type TagTerm, type UnderstoodPart } from './search-reading/read-search';
import { searchMatch } from './search-reading/search-match';
import type { SearchSynonym } from './search-reading/search-vocabulary';

/** How long the synonyms read from catalogue.search_synonyms are kept (an added word shows within it). */
const VOCABULARY_TTL_MS = 60_000;

/**
 * The kind words under a type filter, settled before any query: under 'Beats', 'acapela' can only
 * match by name (an OR the planner cannot see is false would walk every Beat); under 'Acapelas'
 * it holds for every sound, so it narrows nothing.
 */
function underType(tags: readonly TagTerm[], type: SoundType | undefined): TagTerm[] {
  if (!type) return [...tags];
  return tags.filter((tag) => !tag.types.includes(type)).map((tag) => ({ ...tag, types: [] }));
}

/** A search that matches no sound (an empty tsquery matches nothing). */
const NOTHING = { tiers: [{ words: '', tags: [] }] };

/** The typed search as queries take it, and what of it was understood (the chips). */
export type SearchUnderstanding = { query: QueryFilters; understood: UnderstoodPart[] };

/**
 * Reads the typed search as a musician means it (readSearch: tempo, key, instruments, kinds of
 * sound), then turns the words left into the ranks of what they match (searchMatch) from the
 * catalogue's own words, once per request and before any query is planned: as constants the
 * planner sees them, so its estimates and index choice follow the actual words.
 */
@Injectable()
export class SearchWordsService {
  private vocabulary?: { words: Promise<SearchSynonym[]>; until: number };

  constructor(private readonly lists: SoundListsRepository) {}

  async resolve(filters: SoundFilterValues): Promise<QueryFilters> {
    return (await this.understand(filters)).query;
  }

  /** What the typed search is read as (no query of the catalogue's words): the chips. */
  async understood(filters: SoundFilterValues): Promise<UnderstoodPart[]> {
    return (await this.read(filters))?.understood ?? [];
  }

  async understand(filters: SoundFilterValues): Promise<SearchUnderstanding> {
    const { search: _search, literal: _literal, ...others } = filters;
    const reading = await this.read(filters);
    if (!reading) return { query: others, understood: [] };
    const [terms, tags] = await Promise.all([
      reading.rest ? this.lists.termWords(reading.rest) : [],
      this.named(underType(reading.tags, others.type)),
    ]);
    // Signs alone ('%') match nothing, as before: they are not an empty search.
    const nothing = reading.rest !== '' && !terms.length && !reading.understood.length;
    const query: QueryFilters = {
      ...others,
      match: nothing ? NOTHING : searchMatch(terms, tags),
    };
    if (reading.key) query.key = reading.key;
    if (reading.tempo !== undefined) query.tempo = reading.tempo;
    return { query, understood: reading.understood };
  }

  /**
   * The tags with only the words some name holds: a word no name has would have PostgreSQL walk
   * the whole list newest first looking for it ('kick' in a catalogue with no kick in its names).
   */
  private async named(tags: TagTerm[]): Promise<TagTerm[]> {
    if (!tags.length) return tags;
    const present = await this.lists.presentWords([...new Set(tags.flatMap((tag) => tag.words))]);
    return tags.map((tag) => ({ ...tag, words: tag.words.filter((word) => present.has(word)) }));
  }

  private async read(filters: SoundFilterValues): Promise<SearchReading | undefined> {
    if (!filters.search) return undefined;
    const taken = new Set((filters.literal ?? '').split(',').filter((id) => id !== ''));
    // A key chosen in the filters is the key: a key typed too stays words rather than contradict it.
    return readSearch(filters.search, await this.synonyms(), taken, { keys: filters.key === undefined });
  }

  private synonyms(): Promise<SearchSynonym[]> {
    if (!this.vocabulary || this.vocabulary.until < Date.now()) {
      const words = this.lists.synonyms();
      // A failed read is not kept: the next search asks again.
      words.catch(() => (this.vocabulary = undefined));
      this.vocabulary = { words, until: Date.now() + VOCABULARY_TTL_MS };
    }
    return this.vocabulary.words;
  }
}
