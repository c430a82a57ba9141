import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CONFIG, type Config } from '@sampleteca/config';
import type { SoundRow } from '../sound-lists/sound-lists.repository';
import type { MatchReferenceResponse } from './matches.dto';

/** A reference's matches as every viewer without private sounds sees them, and the list version read before them. */
export type SharedMatches = { version: string; rows: SoundRow[]; reference: MatchReferenceResponse };

/**
 * 'Combina com este' shared between viewers, in this process: an audience asks the same few
 * sounds' matches over and over (the popular ones), and each costs a reference, one or more fit
 * levels and twenty cards to read where the viewer's part is one small query.
 *
 * Exact by the shared pages' rules (SharedPagesCache): an entry is used only while
 * `catalogue.list_version` is what it was before the entry was read (a sound added, removed,
 * published or hidden, a key, tempo or name changed moves it, on any pod); likes, downloads and
 * the viewer's flags come with the version on every request; and only viewers with no sound that
 * is not public read or fill it, so the matches are the public ones, the same for all, and the
 * reference was public when they were read (its hiding moves the version).
 */
@Injectable()
export class SharedMatchesCache {
  private readonly matches?: LRUCache<string, SharedMatches>;

  constructor(@Inject(CONFIG) config: Pick<Config, 'CATALOGUE_SHARED_PAGES'>) {
    if (config.CATALOGUE_SHARED_PAGES > 0) this.matches = new LRUCache({ max: config.CATALOGUE_SHARED_PAGES });
  }

  get(soundId: string, type: string | undefined, limit: number): SharedMatches | undefined {
    return this.matches?.get(matchesKey(soundId, type, limit));
  }

  set(soundId: string, type: string | undefined, limit: number, matches: SharedMatches): void {
    this.matches?.set(matchesKey(soundId, type, limit), matches);
  }
}

const matchesKey = (soundId: string, type: string | undefined, limit: number) => `${soundId}|${type ?? ''}|${limit}`;
