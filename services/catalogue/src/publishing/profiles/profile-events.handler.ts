import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  IdentityEvents,
  type UserDeleted,
  type UserEmailConfirmed,
  type UserProfileUpdated,
  type UserRegistered,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { DeletedAccountsService } from './deleted-accounts.service';
import { ProfilesService } from './profiles.service';

const HANDLER = 'catalogue.profiles';

/** identity's user.* events, each applied once (inbox) by ProfilesService. */
@Controller()
export class ProfileEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly profiles: ProfilesService,
    private readonly deletedAccounts: DeletedAccountsService,
  ) {}

  @OnEvent('catalogue', IdentityEvents.UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.profiles.upsert(manager, event.data, new Date(event.occurredAt), {
        emailConfirmed: event.data.emailConfirmed,
        isAdmin: false,
      }),
    );
  }

  @OnEvent('catalogue', IdentityEvents.UserProfileUpdated)
  async onUpdated(@Payload() event: EventEnvelope<UserProfileUpdated>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) =>
      this.profiles.upsert(manager, event.data, new Date(event.occurredAt), { isAdmin: event.data.isAdmin }),
    );
  }

  @OnEvent('catalogue', IdentityEvents.UserEmailConfirmed)
  async onEmailConfirmed(@Payload() event: EventEnvelope<UserEmailConfirmed>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.profiles.confirmEmail(manager, event.data.userId));
  }

  @OnEvent('catalogue', IdentityEvents.UserDeleted)
  async onDeleted(@Payload() event: EventEnvelope<UserDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, HANDLER, (manager) => this.deletedAccounts.forget(manager, event.data));
  }
}
