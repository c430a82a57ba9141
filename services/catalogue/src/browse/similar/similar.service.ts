import { Injectable } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { SoundListsService } from '../sound-lists/sound-lists.service';
import type { SimilarQuery, SimilarSounds, SimilarToBody, SimilarToSounds } from './similar.dto';
import { familyFirst } from './family-first';
import { SimilarRepository } from './similar.repository';
import { SharedSimilarCache, type SharedSimilar } from './shared-similar.cache';

/**
 * 'Sons parecidos': the sounds whose timbre is nearest a sound's, or a sound of the user's own
 * (search with a sound). One-shots are compared with one-shots and loops with loops; only public
 * sounds and the viewer's own are listed.
 */
@Injectable()
export class SimilarService {
  constructor(
    private readonly similar: SimilarRepository,
    private readonly lists: SoundListsService,
    private readonly shared: SharedSimilarCache,
  ) {}

  similarTo(soundId: string, viewerId: string, query: SimilarQuery): Promise<SimilarSounds> {
    return this.lists.besideSound(this.shared, { soundId, ...query }, viewerId, () =>
      this.find(soundId, viewerId, query),
    );
  }

  private async find(soundId: string, viewerId: string, query: SimilarQuery): Promise<SharedSimilar> {
    const reference = await this.similar.reference(soundId, viewerId, query);
    if (!reference) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    if (!reference.timbre) return { rows: [], reference: { loop: reference.loop, described: false } };
    // From its neighbour list when it has one for the type asked, else (or when too many listed
    // sounds went since) the cells' scan.
    const ids =
      reference.listed && reference.listed.listedLeft >= query.limit
        ? reference.listed.ids
        : await this.similar.nearest({
            timbre: reference.timbre,
            loop: reference.loop,
            type: query.type ?? reference.type,
            viewerId,
            excluding: soundId,
            limit: query.limit,
          });
    return { rows: await this.lists.rowsOf(ids, viewerId), reference: { loop: reference.loop, described: true } };
  }

  /**
   * With a reading sure of its family, that family's nearest sounds first, then the others by
   * distance: someone who drops a kick wants kicks, even when a tom sounds nearer.
   */
  async similarToSound({ reading, ...body }: SimilarToBody, viewerId: string): Promise<SimilarToSounds> {
    const family = familyFirst(reading);
    const ids = await this.similar.nearest({ ...body, viewerId, familyFirst: family });
    return { items: await this.lists.hydrate(ids, viewerId), family };
  }
}
