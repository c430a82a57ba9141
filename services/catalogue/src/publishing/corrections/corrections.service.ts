import { Injectable } from '@nestjs/common';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { FamiliesService } from '../families/families.service';
import { PUBLIC_SOUNDS_CHANNEL } from '../../common/public-sounds-channel';
import type { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import { SoundsRepository } from '../sounds/sounds.repository';
import type { MusicalCorrectionBody } from './correction.dto';
import { correctedMusicalFields, musicalFieldsDiffer } from '../sounds/musical-fields';

/**
 * An uploader corrects their sound's key and tempo, published or not: what they write is what the
 * filters, the cards and 'Combina com este' read from then on. A public sound's change reaches the
 * facet caches at commit and the shared pages through the list version.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sounds: SoundsRepository,
    private readonly lists: SoundListsService,
    private readonly families: FamiliesService,
  ) {}

  async correct(soundId: string, userId: string, body: MusicalCorrectionBody): Promise<SoundResponse> {
    await this.transactions.run(async (manager) => {
      const sound = await this.sounds.visible(manager, soundId, userId, true);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      if (sound.owner_id !== userId) throw catalogueError(CatalogueErrorCode.NotSoundOwnerCorrection);
      const corrected = correctedMusicalFields(sound, body);
      const musicalChanged = musicalFieldsDiffer(sound, corrected);
      if (musicalChanged) await this.sounds.setMusicalFields(manager, soundId, corrected);
      const tagsChanged = await this.families.correct(manager, soundId, body);
      if ((musicalChanged || tagsChanged) && sound.status === 'public')
        await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, soundId);
    });
    const [response] = await this.lists.hydrate([soundId], userId);
    return response;
  }
}
