import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  IdentityEvents,
  type UserDeleted,
  type UserLegalDetailsUpdated,
  type UserProfileUpdated,
  type UserRegistered,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { DeletedPartiesService } from './deleted-parties.service';
import { PartiesRepository } from './parties.repository';

/** Keeps distribution.parties in step with identity (a deleted account: DeletedPartiesService); each event applies once (inbox). */
@Controller()
export class PartyEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly parties: PartiesRepository,
    private readonly deletedParties: DeletedPartiesService,
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

  @OnEvent('distribution', IdentityEvents.UserDeleted)
  async onDeleted(@Payload() event: EventEnvelope<UserDeleted>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.parties', (manager) =>
      this.deletedParties.forget(manager, event.data),
    );
  }

  private async saveProfile(event: EventEnvelope<UserRegistered | UserProfileUpdated>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.parties', (manager) =>
      this.parties.saveProfile(manager, event.data, event.occurredAt),
    );
  }
}
