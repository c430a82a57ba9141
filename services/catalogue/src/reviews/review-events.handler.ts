import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DistributionEvents, type DistributionRequestChanged } from '@sampleteca/contracts';
import { notifyOnCommit, returningRows } from '@sampleteca/database';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { PUBLIC_SOUNDS_CHANNEL } from './public-sounds-channel';

/**
 * Projects distribution's requests onto sounds: approved makes a sound public, cancelled makes
 * it private, pending shows 'Em análise'. Each event applies once (inbox) and only when newer
 * than what the sound holds (version), so redeliveries and late arrivals change nothing.
 */
@Controller()
export class ReviewEventsHandler {
  constructor(private readonly inbox: Inbox) {}

  @OnEvent('catalogue', 'distribution.*')
  async onRequestChanged(@Payload() event: EventEnvelope<DistributionRequestChanged>): Promise<void> {
    if (!Object.values<string>(DistributionEvents).includes(event.type)) return;
    const { soundId, status, version } = event.data;
    await this.inbox.handleOnce(event, 'catalogue.reviews', async (manager) => {
      const visibility = status === 'approved' ? 'public' : status === 'cancelled' ? 'private' : null;
      const changed = await returningRows<{ id: string }>(
        manager,
        `UPDATE catalogue.sounds s
            SET review_status = $2, review_version = $3, status = coalesce($4, s.status)
          WHERE s.id = $1 AND s.review_version < $3
          RETURNING s.id`,
        [soundId, status, version, visibility],
      );
      // A visibility change reaches the facet caches of every catalogue process at commit.
      if (changed.length && visibility) await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, soundId);
    });
  }
}
