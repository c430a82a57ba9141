import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BillingEvents, type EntitlementChanged } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { EntitlementsRepository } from './entitlements.repository';

/** Keeps each user's plan from billing.entitlement-changed (late, older events are ignored). */
@Controller()
export class EntitlementEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly entitlements: EntitlementsRepository,
  ) {}

  @OnEvent('catalogue', BillingEvents.EntitlementChanged)
  async onChanged(@Payload() event: EventEnvelope<EntitlementChanged>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.entitlements', async (manager) => {
      const occurredAt = new Date(event.occurredAt);
      const current = await this.entitlements.lock(manager, event.data.userId);
      if (current && current.sourceOccurredAt > occurredAt) return;
      await this.entitlements.save(manager, {
        userId: event.data.userId,
        tier: event.data.tier,
        status: event.data.status,
        currentPeriodEnd: event.data.currentPeriodEnd ? new Date(event.data.currentPeriodEnd) : null,
        sourceOccurredAt: occurredAt,
      });
    });
  }
}
