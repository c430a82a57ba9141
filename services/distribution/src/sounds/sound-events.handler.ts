import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  CatalogueEvents,
  type SoundCreated,
  type SoundDeleted,
  type SoundRenamed,
  type SoundsArtistRenamed,
} from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { CONTRACTS_CHANNEL } from '../contracts/contract-channel';
import { ContractsRepository } from '../contracts/contracts.repository';
import { RequestEventsPublisher } from '../requests/request-events.publisher';
import { RequestsRepository } from '../requests/requests.repository';
import { RequestsService } from '../requests/requests.service';
import { SoundsRepository } from './sounds.repository';

/**
 * The catalogue's sounds: a wizard upload is sent for review at once; a produced song waits for
 * its contract. A deleted sound's open requests and contracts are cancelled. Names an administrator
 * changes in the catalogue (the sound's, its credited artist's) follow on the review cards.
 */
@Controller()
export class SoundEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly sounds: SoundsRepository,
    private readonly requests: RequestsRepository,
    private readonly requestsService: RequestsService,
    private readonly requestEvents: RequestEventsPublisher,
    private readonly contracts: ContractsRepository,
  ) {}

  @OnEvent('distribution', CatalogueEvents.SoundCreated)
  async onCreated(@Payload() event: EventEnvelope<SoundCreated>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.sounds', async (manager) => {
      await this.sounds.saveCreated(manager, event.data);
      const sound = await this.sounds.find(event.data.soundId, manager, true);
      if (sound && !sound.deleted && !sound.isProduced) {
        await this.requestsService.open(manager, sound, 'publication', null);
      }
    });
  }

  @OnEvent('distribution', CatalogueEvents.SoundDeleted)
  async onDeleted(@Payload() event: EventEnvelope<SoundDeleted>): Promise<void> {
    const { soundId, ownerUserId, deletedAt } = event.data;
    await this.inbox.handleOnce(event, 'distribution.sounds', async (manager) => {
      await this.sounds.markDeleted(manager, soundId, ownerUserId, deletedAt);
      for (const request of await this.requests.cancelPendingOf(manager, soundId)) {
        await this.requestEvents.changed(manager, { ...request, userId: request.user_id, soundId }, 'cancelled');
      }
      for (const contractId of await this.contracts.cancelOpenOf(manager, soundId)) {
        await notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId);
      }
    });
  }

  @OnEvent('distribution', CatalogueEvents.SoundRenamed)
  async onRenamed(@Payload() event: EventEnvelope<SoundRenamed>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.sounds', (manager) =>
      this.sounds.rename(manager, event.data.soundId, event.data.name),
    );
  }

  @OnEvent('distribution', CatalogueEvents.SoundsArtistRenamed)
  async onArtistRenamed(@Payload() event: EventEnvelope<SoundsArtistRenamed>): Promise<void> {
    await this.inbox.handleOnce(event, 'distribution.sounds', (manager) =>
      this.sounds.renameArtist(manager, event.data.soundIds, event.data.artistName),
    );
  }
}
