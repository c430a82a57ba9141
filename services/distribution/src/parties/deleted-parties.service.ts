import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserDeleted } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { CONTRACTS_CHANNEL } from '../contracts/contract-channel';
import { ContractsRepository } from '../contracts/contracts.repository';
import { RequestEventsPublisher } from '../requests/request-events.publisher';
import { RequestsRepository } from '../requests/requests.repository';
import { PartiesRepository } from './parties.repository';

/**
 * identity's user.deleted: the person's open requests are cancelled (published, as a deleted
 * sound's are) and their contracts not signed yet end; signed contracts, their parties as signed
 * and their documents stay (legal records). The party projection keeps only 'Conta excluída'.
 * Only pending and open rows change, so a second delivery finds nothing to do.
 */
@Injectable()
export class DeletedPartiesService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly requestEvents: RequestEventsPublisher,
    private readonly contracts: ContractsRepository,
    private readonly parties: PartiesRepository,
  ) {}

  async forget(manager: EntityManager, { userId, deletedAt }: UserDeleted): Promise<void> {
    for (const request of await this.requests.cancelPendingOfUser(manager, userId)) {
      await this.requestEvents.changed(
        manager,
        { id: request.id, userId, soundId: request.sound_id, kind: request.kind },
        'cancelled',
      );
    }
    for (const contractId of await this.contracts.cancelOpenOfUser(manager, userId)) {
      await notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId);
    }
    await this.parties.anonymise(manager, userId, deletedAt);
  }
}
