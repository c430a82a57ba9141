import { Injectable } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import { SoundListsRepository } from '../sound-lists/sound-lists.repository';
import { SoundListsService } from '../sound-lists/sound-lists.service';
import type { SimilarQuery, SimilarSounds, SimilarToBody, SimilarToSounds } from './similar.dto';
import { SimilarRepository } from './similar.repository';

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
    private readonly rows: SoundListsRepository,
  ) {}

  async similarTo(soundId: string, viewerId: string, query: SimilarQuery): Promise<SimilarSounds> {
    const reference = await this.similar.reference(soundId, viewerId);
    if (!reference) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    if (!reference.timbre) return { items: [], reference: { loop: reference.loop, described: false } };
    const ids = await this.similar.nearest({
      timbre: reference.timbre,
      loop: reference.loop,
      type: query.type ?? reference.type,
      viewerId,
      excluding: soundId,
      limit: query.limit,
    });
    return { items: await this.cards(ids, viewerId), reference: { loop: reference.loop, described: true } };
  }

  async similarToSound(body: SimilarToBody, viewerId: string): Promise<SimilarToSounds> {
    const ids = await this.similar.nearest({ ...body, viewerId });
    return { items: await this.cards(ids, viewerId) };
  }

  private async cards(ids: string[], viewerId: string) {
    return ids.length ? this.lists.cards(await this.rows.hydrate(ids, viewerId), viewerId) : [];
  }
}
