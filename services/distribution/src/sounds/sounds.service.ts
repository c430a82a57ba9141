import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SoundCreated, SoundDeleted } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { CONTRACTS_CHANNEL } from '../contracts/contract-channel';
import { ContractsRepository } from '../contracts/contracts.repository';
import { RequestEventsPublisher } from '../requests/request-events.publisher';
import { RequestsRepository } from '../requests/requests.repository';
import { RequestsService } from '../requests/requests.service';
import { SoundsRepository } from './sounds.repository';

/**
 * Distribution's copy of the catalogue's sounds: a wizard upload is sent for review at once; a
 * produced song waits for its contract. A deleted sound's open requests and contracts are
 * cancelled. Names an administrator changes in the catalogue follow on the review cards.
 */
@Injectable()
export class SoundsService {
  constructor(
    private readonly sounds: SoundsRepository,
    private readonly requests: RequestsRepository,
    private readonly requestsService: RequestsService,
    private readonly requestEvents: RequestEventsPublisher,
    private readonly contracts: ContractsRepository,
  ) {}

  async created(manager: EntityManager, created: SoundCreated): Promise<void> {
    await this.sounds.saveCreated(manager, created);
    const sound = await this.sounds.find(created.soundId, manager, true);
    if (sound && !sound.deleted && !sound.isProduced) {
      await this.requestsService.open(manager, sound, 'publication', null);
    }
  }

  async deleted(manager: EntityManager, { soundId, ownerUserId, deletedAt }: SoundDeleted): Promise<void> {
    await this.sounds.markDeleted(manager, soundId, ownerUserId, deletedAt);
    for (const request of await this.requests.cancelPendingOf(manager, soundId)) {
      await this.requestEvents.changed(manager, { ...request, userId: request.user_id, soundId }, 'cancelled');
    }
    for (const contractId of await this.contracts.cancelOpenOf(manager, soundId)) {
      await notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId);
    }
  }

  renamed(manager: EntityManager, soundId: string, name: string): Promise<void> {
    return this.sounds.rename(manager, soundId, name);
  }

  artistRenamed(manager: EntityManager, soundIds: string[], artistName: string): Promise<void> {
    return this.sounds.renameArtist(manager, soundIds, artistName);
  }
}
