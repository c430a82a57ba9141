import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  IdentityEvents,
  type UserLegalDetailsUpdated,
  type UserProfileUpdated,
  type UserRegistered,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { PartiesRepository } from './parties.repository';

/** Keeps distribution.parties in step with identity; each event applies once (inbox). */
@Controller()
export class PartyEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly parties: PartiesRepository,
  ) {}

  @OnEvent('distribution', IdentityEvents.UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    await this.saveProfile(event);
  }

  @OnEvent('distribution', IdentityEvents.UserProfileUpdated)
  async onProfileUpdated(@Payload() event: EventEnvelope<UserProfileUpdated>): Promise<void> {
    await this.saveProfile(event);
  }

  @OnEvent('distribution', IdentityEvents.UserLegalDetailsUpdated)
  async onLegalDetails(@Payload() event: EventEnvelope<UserLegalDetailsUpdated>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.parties', (manager) =>
      this.parties.saveLegalDetails(manager, event.data, event.occurredAt),
    );
  }

  private async saveProfile(event: EventEnvelope<UserRegistered | UserProfileUpdated>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.parties', (manager) =>
      this.parties.saveProfile(manager, event.data, event.occurredAt),
    );
  }
}
