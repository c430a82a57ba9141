import { Injectable } from '@nestjs/common';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { CollectionsService } from '../collections/collections.service';
import { VISITOR } from '../../common/visitor';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import type { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import type { SharedCollection, SharedDrumKit, SharedProducer, SharedSound } from './share.dto';
import { ShareRepository, type SharedProducerRow } from './share.repository';

/** A kit's or producer's shared page plays a few previews, never its whole list (lists need an account). */
export const SHARED_PREVIEWS = 5;

/**
 * What a shared link shows anyone, signed in or not: public sounds only. Whatever is private,
 * removed or unknown answers the same 404 as a missing one, so a link leaks nothing about it.
 */
@Injectable()
export class ShareService {
  constructor(
    private readonly share: ShareRepository,
    private readonly lists: SoundListsService,
    private readonly collections: CollectionsService,
  ) {}

  async sound(id: string): Promise<SharedSound> {
    const [sound] = (await this.share.isPublicSound(id)) ? await this.cards([id]) : [];
    if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    return { sound };
  }

  async drumKit(id: string): Promise<SharedDrumKit> {
    const kit = await this.share.kit(id);
    if (!kit) throw catalogueError(CatalogueErrorCode.DrumKitNotFound);
    const { ids, total } = await this.share.publicSounds('drum_kit_id', id, SHARED_PREVIEWS);
    return {
      id: kit.id,
      name: kit.name,
      imageUrl: kit.image_url,
      owner: { id: kit.owner_id, name: kit.owner_name ?? '', imageUrl: kit.owner_avatar },
      soundCount: total,
      sounds: await this.cards(ids),
    };
  }

  async producer(id: string): Promise<SharedProducer> {
    const producer = await this.confirmedProducer(id);
    const { ids, total } = await this.share.publicSounds('owner_id', id, SHARED_PREVIEWS);
    return {
      id: producer.id,
      name: producer.name,
      avatarUrl: producer.avatar_url,
      soundCount: total,
      sounds: await this.cards(ids),
    };
  }

  /**
   * A shared collection (#33 §3): its name, owner and its first public sounds in the order its
   * owner gave them (as their page and the ZIP list them); a private or unknown one answers the
   * same 404. Its count and cover come from public sounds only.
   */
  async collection(id: string): Promise<SharedCollection> {
    const collection = await this.collections.visible(id, VISITOR);
    return {
      id: collection.id,
      name: collection.name,
      imageUrl: collection.image_url,
      owner: { id: collection.owner_id, name: collection.owner_name ?? '', imageUrl: collection.owner_avatar },
      soundCount: collection.sound_count,
      sounds: await this.cards(await this.collections.firstSoundIds(id, VISITOR, SHARED_PREVIEWS)),
    };
  }

  /** A producer one may share or follow: a confirmed account; 404 otherwise. */
  async confirmedProducer(id: string): Promise<SharedProducerRow> {
    const producer = await this.share.producer(id);
    if (!producer) throw catalogueError(CatalogueErrorCode.ProducerNotFound);
    return producer;
  }

  /** Cards as a visitor sees them, only those still public (one may have turned private since). */
  private async cards(ids: string[]): Promise<SoundResponse[]> {
    const cards = await this.lists.hydrate(ids, VISITOR);
    return cards.filter((card) => card.status === 'public');
  }
}
