import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { SharedEntries } from '../sound-lists/shared-pages.cache';
import type { SoundRow } from '../sound-lists/sound-lists.repository';
import type { SimilarReferenceResponse } from './similar.dto';

/** A sound's 'Sons parecidos' as every viewer without private sounds sees them. */
export type SharedSimilar = { rows: SoundRow[]; reference: SimilarReferenceResponse };

/**
 * 'Sons parecidos' shared between viewers, by the shared pages' rules (SharedEntries), as 'Combina
 * com este' is: an audience opens the same popular sounds' lists, each a reference, the nearest
 * cells, their vectors and twenty cards to read, and none of it depends on who asks. The list
 * version moves when a sound is published, hidden or removed, and when a sound's timbre is
 * described or changes (migration 1795924000000), so an entry never lists what a viewer may not
 * see nor misses a sound described since. Viewers with private sounds get theirs computed.
 */
@Injectable()
export class SharedSimilarCache extends SharedEntries<SharedSimilar> {
  constructor(@Inject(CONFIG) config: Pick<Config, 'CATALOGUE_SHARED_PAGES'>) {
    super(config.CATALOGUE_SHARED_PAGES);
  }
}
