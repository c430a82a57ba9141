import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueEvents, type DistributionRequestStatus, type SoundPublished } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { SoundsRepository } from '../sounds/sounds.repository';
import { PUBLIC_SOUNDS_CHANNEL } from '../../common/public-sounds-channel';

/**
 * A decision on a sound's distribution request, `version` growing with every change; `undone`
 * when an administrator took a decision back (the request is pending again).
 */
export type ReviewDecision = { soundId: string; status: DistributionRequestStatus; version: number; undone?: boolean };

/**
 * Projects distribution's requests onto sounds: approved makes a sound public, cancelled makes
 * it private, pending shows 'Em análise' (and a decision undone makes it private again). A decision applies only when newer than what the sound
 * holds (version), so redeliveries and late arrivals change nothing. A sound made public tells
 * its owner's followers (sound.published, fanned out by FollowerNewsService).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly sounds: SoundsRepository,
    private readonly outbox: Outbox,
  ) {}

  async apply(manager: EntityManager, { soundId, status, version, undone = false }: ReviewDecision): Promise<void> {
    // A decision undone puts the sound back as it waited for review: private.
    const visibility = status === 'approved' ? 'public' : status === 'cancelled' || undone ? 'private' : null;
    const changed = await this.sounds.applyReview(manager, { soundId, status, version, visibility });
    // A visibility change reaches the facet caches of every catalogue process at commit.
    if (changed && visibility) await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, soundId);
    if (changed && visibility === 'public')
      await this.outbox.add<SoundPublished>(manager, CatalogueEvents.SoundPublished, {
        soundId,
        ownerUserId: changed.ownerId,
        publishedAt: new Date().toISOString(),
      });
  }
}
