import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { SharedEntries } from '../sound-lists/shared-pages.cache';
import type { SoundRow } from '../sound-lists/sound-lists.repository';
import type { MatchReferenceResponse } from './matches.dto';

/** A reference's matches as every viewer without private sounds sees them. */
export type SharedMatches = { rows: SoundRow[]; reference: MatchReferenceResponse };

/**
 * 'Combina com este' shared between viewers, by the shared pages' rules (SharedEntries): an
 * audience asks the same popular sounds' matches over and over, each a reference, one or more fit
 * levels and twenty cards to read. A reference kept here was public when read, and hiding it moves
 * the version, so a viewer without private sounds is never shown a hidden sound's matches.
 */
@Injectable()
export class SharedMatchesCache extends SharedEntries<SharedMatches> {
  constructor(@Inject(CONFIG) config: Pick<Config, 'CATALOGUE_SHARED_PAGES'>) {
    super(config.CATALOGUE_SHARED_PAGES);
  }
}
