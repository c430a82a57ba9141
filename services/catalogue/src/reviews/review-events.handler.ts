import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DistributionEvents, type DistributionRequestChanged } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { SoundsRepository } from '../sounds/sounds.repository';
import { PUBLIC_SOUNDS_CHANNEL } from './public-sounds-channel';

/**
 * Projects distribution's requests onto sounds: approved makes a sound public, cancelled makes
 * it private, pending shows 'Em análise'. Each event applies once (inbox) and only when newer
 * than what the sound holds (version), so redeliveries and late arrivals change nothing.
 */
@Controller()
export class ReviewEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly sounds: SoundsRepository,
  ) {}

  @OnEvent('catalogue', 'distribution.*')
  async onRequestChanged(@Payload() event: EventEnvelope<DistributionRequestChanged>): Promise<void> {
    if (!Object.values<string>(DistributionEvents).includes(event.type)) return;
    const { soundId, status, version } = event.data;
    await this.inbox.handleOnce(event, 'catalogue.reviews', async (manager) => {
      const visibility = status === 'approved' ? 'public' : status === 'cancelled' ? 'private' : null;
      const changed = await this.sounds.applyReview(manager, { soundId, status, version, visibility });
      // A visibility change reaches the facet caches of every catalogue process at commit.
      if (changed && visibility) await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, soundId);
    });
  }
}
