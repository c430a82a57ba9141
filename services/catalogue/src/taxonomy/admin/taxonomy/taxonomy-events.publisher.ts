import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueEvents, type SoundsArtistRenamed } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { PUBLIC_SOUNDS_CHANNEL } from '../../../common/public-sounds-channel';
import type { TaxonomyKind } from './taxonomy-kinds';

/** Sounds named by one event about a renamed artist (an event stays well under a broker's frame). */
const SOUNDS_PER_EVENT = 1_000;

/**
 * What follows a rename, a merge or its undo, in the same transaction: facet labels and counts
 * are cached per process, so they are cleared at commit; distribution keeps the credited
 * artist's name of the sounds it reviews, so it is told of each sound's new artist.
 */
@Injectable()
export class TaxonomyEventsPublisher {
  constructor(private readonly outbox: Outbox) {}

  async soundsNowUnder(
    manager: EntityManager,
    kind: TaxonomyKind,
    entry: { id: string; name: string },
    soundIds: string[],
  ): Promise<void> {
    await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, entry.id);
    if (kind.table !== 'artists') return;
    for (let start = 0; start < soundIds.length; start += SOUNDS_PER_EVENT) {
      await this.outbox.add<SoundsArtistRenamed>(manager, CatalogueEvents.SoundsArtistRenamed, {
        soundIds: soundIds.slice(start, start + SOUNDS_PER_EVENT),
        artistId: entry.id,
        artistName: entry.name,
        renamedAt: new Date().toISOString(),
      });
    }
  }
}
