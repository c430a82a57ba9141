import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '@sampleteca/database';
import { pageOf, toSkipTake, type PageQuery } from '@sampleteca/http';
import { CatalogueErrorCode, CatalogueMessages, catalogueError } from '../../catalogue-errors';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import type { SoundPage } from '../../browse/sound-lists/sound-response.dto';
import type { MessageResponse } from '../../publishing/sounds/sound.dto';
import { COLLECTIONS_PER_PERSON } from './collection-limits';
import { assertRoomForCollection, assertRoomInCollection } from './collection-room';
import {
  mapCollection,
  type CollectionPage,
  type CollectionResponse,
  type CollectionsQuery,
  type CreateCollectionBody,
  type CreatedCollection,
  type UpdateCollectionBody,
} from './collections.dto';
import { CollectionsRepository, type CollectionRow } from './collections.repository';

/**
 * A person's collections (#33 §3). Only the owner changes one; others see it only while it is
 * shared, and a private one answers them exactly as an unknown id does. What anyone sees inside
 * is what the catalogue shows them: public sounds, and their own.
 */
@Injectable()
export class CollectionsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly collections: CollectionsRepository,
    private readonly lists: SoundListsService,
  ) {}

  async mine(query: CollectionsQuery, userId: string): Promise<CollectionPage> {
    const { skip, take } = toSkipTake(query);
    const { rows, total } = await this.collections.mine(userId, query.soundId, skip, take);
    return {
      ...pageOf(
        rows.map((row) => mapCollection(row, userId)),
        total,
        query,
      ),
      limit: COLLECTIONS_PER_PERSON,
    };
  }

  async show(id: string, viewerId: string): Promise<CollectionResponse> {
    return mapCollection(await this.visible(id, viewerId), viewerId);
  }

  /** The collection as `viewerId` may see it: their own, or a public one; 404 otherwise (a bundle's, a share link's). */
  async visible(id: string, viewerId: string): Promise<CollectionRow> {
    const row = await this.collections.find(id, viewerId);
    if (!row) throw catalogueError(CatalogueErrorCode.CollectionNotFound);
    return row;
  }

  /** The ids of its first `take` sounds `viewerId` may see, in the order its owner gave them. */
  firstSoundIds(id: string, viewerId: string, take: number): Promise<string[]> {
    return this.collections.first(id, viewerId, take);
  }

  /** A new collection, with the card's sound in it already when one is given (all or nothing). */
  async create(body: CreateCollectionBody, userId: string): Promise<CreatedCollection> {
    const id = await this.transactions.run(async (manager) => {
      assertRoomForCollection(await this.collections.countLockingOwner(manager, userId));
      const created = await this.collections.insert(manager, userId, body.name);
      if (!created) throw catalogueError(CatalogueErrorCode.CollectionExists);
      if (body.soundId) await this.addIn(manager, created, body.soundId, userId);
      return created;
    });
    return { collection: await this.show(id, userId), message: CatalogueMessages.CollectionCreated };
  }

  async update(id: string, body: UpdateCollectionBody, userId: string): Promise<CollectionResponse> {
    await this.owned(id, userId, async (manager) => {
      if (!(await this.collections.update(manager, id, body)))
        throw catalogueError(CatalogueErrorCode.CollectionExists);
    });
    return this.show(id, userId);
  }

  async delete(id: string, userId: string): Promise<MessageResponse> {
    await this.owned(id, userId, (manager) => this.collections.delete(manager, id));
    return { message: CatalogueMessages.CollectionDeleted };
  }

  /** Adds the sound last; adding it again changes nothing. */
  async add(id: string, soundId: string, userId: string): Promise<CollectionResponse> {
    await this.owned(id, userId, (manager) => this.addIn(manager, id, soundId, userId));
    return this.show(id, userId);
  }

  /** Takes the sound out; one not there is out already. */
  async remove(id: string, soundId: string, userId: string): Promise<CollectionResponse> {
    await this.owned(id, userId, async (manager) => {
      if (await this.collections.remove(manager, id, soundId)) await this.collections.touch(manager, id);
    });
    return this.show(id, userId);
  }

  /** Takes out the sounds the owner no longer sees (made private by their producer, or removed). */
  async removeUnavailable(id: string, userId: string): Promise<CollectionResponse> {
    await this.owned(id, userId, async (manager) => {
      if (await this.collections.removeUnavailable(manager, id, userId)) await this.collections.touch(manager, id);
    });
    return this.show(id, userId);
  }

  /**
   * Moves a sound to `position` (1-based) among those the owner sees, as the collection's page
   * numbers them. Entries hidden from them (someone's sound made private) keep their places.
   */
  async move(id: string, soundId: string, position: number, userId: string): Promise<CollectionResponse> {
    await this.owned(id, userId, async (manager) => {
      const order = await this.collections.order(manager, id, userId);
      const slots = order.flatMap((entry, index) => (entry.visible ? [index] : []));
      const seen = slots.map((index) => order[index].id);
      const from = seen.indexOf(soundId);
      if (from < 0) throw catalogueError(CatalogueErrorCode.CollectionSoundNotFound);
      const to = Math.min(position, seen.length) - 1;
      if (to === from) return;
      seen.splice(to, 0, ...seen.splice(from, 1));
      const ids = order.map((entry) => entry.id);
      slots.forEach((slot, index) => (ids[slot] = seen[index]));
      await this.collections.reorder(manager, id, ids);
      await this.collections.touch(manager, id);
    });
    return this.show(id, userId);
  }

  /**
   * A page of the sounds as the viewer sees them, in the collection's order. Cards are checked
   * again after they are read: a sound made private in between shows to nobody but its owner.
   */
  async sounds(id: string, query: PageQuery, viewerId: string): Promise<SoundPage> {
    if (!(await this.collections.find(id, viewerId))) throw catalogueError(CatalogueErrorCode.CollectionNotFound);
    const { skip, take } = toSkipTake(query);
    const { ids, total } = await this.collections.sounds(id, viewerId, skip, take);
    const cards = (await this.lists.hydrate(ids, viewerId)).filter((card) => card.status === 'public' || card.mine);
    return { ...pageOf(cards, total, query), totalIsEstimate: false, understood: [] };
  }

  /** `work` on the owner's collection, locked; anyone else's (shared or not) is not found. */
  private owned(id: string, userId: string, work: (manager: EntityManager) => Promise<void>): Promise<void> {
    return this.transactions.run(async (manager) => {
      if (!(await this.collections.lockOwned(manager, id, userId)))
        throw catalogueError(CatalogueErrorCode.CollectionNotFound);
      await work(manager);
    });
  }

  /**
   * Only a sound the owner may see goes in (public or theirs); a private one of someone else is
   * unknown. The limit counts what the owner sees: an entry gone unavailable takes no room.
   */
  private async addIn(manager: EntityManager, id: string, soundId: string, userId: string): Promise<void> {
    if (!(await this.collections.canSee(manager, soundId, userId)))
      throw catalogueError(CatalogueErrorCode.SoundNotFound);
    if (await this.collections.holds(manager, id, soundId)) return;
    assertRoomInCollection(await this.collections.visibleCount(manager, id, userId));
    await this.collections.append(manager, id, soundId);
    await this.collections.touch(manager, id);
  }
}
