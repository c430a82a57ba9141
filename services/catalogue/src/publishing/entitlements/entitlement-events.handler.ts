import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BillingEvents, type EntitlementChanged } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { EntitlementsService } from './entitlements.service';

/** billing.entitlement-changed, applied once (inbox) by EntitlementsService. */
@Controller()
export class EntitlementEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly entitlements: EntitlementsService,
  ) {}

  @OnEvent('catalogue', BillingEvents.EntitlementChanged)
  async onChanged(@Payload() event: EventEnvelope<EntitlementChanged>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.entitlements', (manager) =>
      this.entitlements.apply(manager, event.data, new Date(event.occurredAt)),
    );
  }
}
