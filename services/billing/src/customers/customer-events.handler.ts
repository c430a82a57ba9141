import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentityEvents, type UserDeleted } from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { DeletedCustomersService } from './deleted-customers.service';

/** identity's user.deleted, applied once (inbox) by DeletedCustomersService. */
@Controller()
export class CustomerEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly deletedCustomers: DeletedCustomersService,
  ) {}

  @OnEvent('billing', IdentityEvents.UserDeleted)
  async onDeleted(@Payload() event: EventEnvelope<UserDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, 'billing.customers', (manager) =>
      this.deletedCustomers.forget(manager, event.data.userId),
    );
  }
}
