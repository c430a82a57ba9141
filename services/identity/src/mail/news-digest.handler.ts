import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CatalogueEvents, type NewsDigestDue } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { UsersRepository } from '../users/users.repository';
import { Mailer } from './mailer';

/**
 * The catalogue's daily digest for a follower: identity holds the address, so it writes the
 * e-mail, once per event (inbox), and only to a confirmed one.
 */
@Controller()
export class NewsDigestHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
  ) {}

  @OnEvent('identity', CatalogueEvents.NewsDigestDue)
  async onDigestDue(@Payload() event: EventEnvelope<NewsDigestDue>): Promise<void> {
    await this.inbox.handleOnce(event, 'identity.news-digest', async (manager) => {
      const user = await this.users.find(event.data.userId, manager);
      if (!user?.emailConfirmedAt) return;
      await this.mailer.sendNewsDigest(manager, user, event.data);
    });
  }
}
