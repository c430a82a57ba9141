import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WebhookEvent } from './webhook-event.entity';

/** billing.webhook_events: the Stripe event ids already received. */
@Injectable()
export class WebhookEventsRepository {
  /** Records the event inside `manager`'s transaction; false when it was recorded before (a redelivery). */
  async recordOnce(manager: EntityManager, event: { id: string; type: string }): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(WebhookEvent)
      .values({ id: event.id, type: event.type })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }
}
