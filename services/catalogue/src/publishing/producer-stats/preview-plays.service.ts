import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { VISITOR } from '../../common/visitor';
import { SoundsRepository } from '../sounds/sounds.repository';
import { SoundCountersRepository } from './sound-counters.repository';
import { VisitorPlaysStore, type Visitor } from './visitor-plays.store';

/**
 * Preview links are signed per audio, not per listener, so media cannot tell who plays: the
 * portal says when a card's preview starts. Once per listener, sound and UTC day; the owner's
 * own listening is not an audience and counts nothing. A visitor (a shared link opened without
 * an account) counts too, on a public sound, once a day as VisitorPlaysStore tells them apart.
 */
@Injectable()
export class PreviewPlaysService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sounds: SoundsRepository,
    private readonly counters: SoundCountersRepository,
    private readonly visitors: VisitorPlaysStore,
  ) {}

  async record(soundId: string, listenerId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const sound = await this.sounds.visible(manager, soundId, listenerId, false);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      if (sound.owner_id === listenerId) return;
      if (await this.counters.firstPlayToday(manager, soundId, listenerId)) {
        await this.counters.bump(manager, soundId, 'plays');
      }
    });
  }

  async recordVisitor(soundId: string, visitor: Visitor): Promise<void> {
    const sound = await this.transactions.run((manager) => this.sounds.visible(manager, soundId, VISITOR, false));
    if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    if (!(await this.visitors.firstToday(soundId, visitor))) return;
    // A sound deleted meanwhile has no row to count on: the bump adds nothing.
    await this.transactions.run((manager) => this.counters.bump(manager, soundId, 'plays'));
  }
}
