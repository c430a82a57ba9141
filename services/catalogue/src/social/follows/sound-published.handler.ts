import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CatalogueEvents, type SoundPublished } from '@sampleteca/contracts';
import { OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { FollowerNewsService } from './follower-news.service';

/**
 * The catalogue's own sound.published, fanned out to the owner's followers. No inbox: the
 * fan-out is idempotent per follower, and a redelivery finishes what a killed worker began.
 */
@Controller()
export class SoundPublishedHandler {
  constructor(private readonly news: FollowerNewsService) {}

  @OnEvent('catalogue', CatalogueEvents.SoundPublished)
  async onSoundPublished(@Payload() event: EventEnvelope<SoundPublished>): Promise<void> {
    await this.news.fanOut(event.data);
  }
}
