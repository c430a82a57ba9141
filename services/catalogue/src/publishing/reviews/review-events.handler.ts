import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DistributionEvents, type DistributionRequestChanged } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { ReviewsService } from './reviews.service';

/** distribution's request changes, each applied once (inbox) by ReviewsService. */
@Controller()
export class ReviewEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly reviews: ReviewsService,
  ) {}

  @OnEvent('catalogue', 'distribution.*')
  async onRequestChanged(@Payload() event: EventEnvelope<DistributionRequestChanged>): Promise<void> {
    if (!Object.values<string>(DistributionEvents).includes(event.type)) return;
    const { soundId, status, version } = event.data;
    await this.inbox.handleOnce(event, 'catalogue.reviews', (manager) =>
      this.reviews.apply(manager, { soundId, status, version, undone: event.type === DistributionEvents.Reopened }),
    );
  }
}
