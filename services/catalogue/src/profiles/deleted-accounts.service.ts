import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { statsDay } from '../producer-stats/day-counting';
import { DeletedAccountsRepository } from './deleted-accounts.repository';

/**
 * identity's user.deleted: the catalogue forgets the person's place among others (follows both
 * ways, likes, collections, news, digest) and what only counted or tuned their listening. Their
 * sounds and their profile row are not touched here: neither the spec nor identity says yet what
 * becomes of a deleted producer's sounds. Every step only deletes, so a second delivery changes nothing.
 */
@Injectable()
export class DeletedAccountsService {
  constructor(private readonly accounts: DeletedAccountsRepository) {}

  async forget(manager: EntityManager, userId: string): Promise<void> {
    const day = statsDay();
    await this.accounts.likes(manager, userId, day);
    await this.accounts.follows(manager, userId, day);
    await this.accounts.collectionsAndNews(manager, userId);
    await this.accounts.traces(manager, userId);
  }
}
