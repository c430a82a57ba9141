import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import { SoundsRepository } from '../sounds/sounds.repository';
import { SoundCountersRepository } from './sound-counters.repository';

/**
 * Preview links are signed per audio, not per listener, so media cannot tell who plays: the
 * portal says when a card's preview starts. Once per listener, sound and UTC day; the owner's
 * own listening is not an audience and counts nothing.
 */
@Injectable()
export class PreviewPlaysService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sounds: SoundsRepository,
    private readonly counters: SoundCountersRepository,
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
}
