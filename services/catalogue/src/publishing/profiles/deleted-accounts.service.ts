import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserDeleted } from '@sampleteca/contracts';
import { statsDay } from '../producer-stats/day-counting';
import { SoundsService } from '../sounds/sounds.service';
import { DeletedAccountsRepository } from './deleted-accounts.repository';

/**
 * identity's user.deleted: the catalogue forgets the person's place among others (follows both
 * ways, likes, collections, news, digest, downloads) and what only counted or tuned their
 * listening; their sounds go as their own deletion of each would (sound.deleted: media removes
 * the files), then their kits left empty; their profile keeps only 'Conta excluída'. Every step
 * only deletes or overwrites, so a second delivery changes nothing.
 */
@Injectable()
export class DeletedAccountsService {
  constructor(
    private readonly accounts: DeletedAccountsRepository,
    private readonly sounds: SoundsService,
  ) {}

  async forget(manager: EntityManager, { userId, deletedAt }: UserDeleted): Promise<void> {
    const day = statsDay();
    await this.accounts.likes(manager, userId, day);
    await this.accounts.follows(manager, userId, day);
    await this.accounts.collectionsAndNews(manager, userId);
    await this.sounds.deleteAllOf(manager, userId);
    await this.accounts.emptyDrumKits(manager, userId);
    await this.accounts.traces(manager, userId);
    await this.accounts.profile(manager, userId, new Date(deletedAt));
  }
}
