import { Injectable } from '@nestjs/common';
import { CatalogueEvents, type SoundRenamed } from '@sampleteca/contracts';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { SoundFilingService } from '../../taxonomy/sound-filing.service';
import { FamiliesService } from '../families/families.service';
import { correctedMusicalFields, musicalFieldsDiffer } from '../sounds/musical-fields';
import { PUBLIC_SOUNDS_CHANNEL } from '../../common/public-sounds-channel';
import type { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import type { SoundFilterValues } from '../../browse/sound-lists/sound-filters.dto';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import { SearchWordsService } from '../../browse/sound-lists/search-words.service';
import type { AdminSoundUpdateBody, OwnerSummaryResponse } from './admin-sound.dto';
import { AdminSoundsRepository, type AdminSoundFilters, type AdminSoundSort } from './admin-sounds.repository';

// The console's sortable columns, for the controller that reads its query.
export { ADMIN_SOUND_SORTS, type AdminSoundSort } from './admin-sounds.repository';

export type AdminSoundQuery = SoundFilterValues & Pick<AdminSoundFilters, 'status' | 'processing'>;

/**
 * The console's moderation of sounds: every sound listed, filtered and sorted; details edited;
 * hidden or published. A change to a public sound (or to its visibility) reaches the facet
 * caches at commit, and the shared pages through the list version the triggers move; a new name
 * reaches distribution's copy through the outbox.
 */
@Injectable()
export class AdminSoundsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sounds: AdminSoundsRepository,
    private readonly filing: SoundFilingService,
    private readonly lists: SoundListsService,
    private readonly searchWords: SearchWordsService,
    private readonly outbox: Outbox,
    private readonly families: FamiliesService,
  ) {}

  async list(
    query: AdminSoundQuery,
    sort: AdminSoundSort,
    skip: number,
    take: number,
    viewerId: string,
  ): Promise<{ items: SoundResponse[]; total: number }> {
    const { status, processing, ...catalogueFilters } = query;
    const filters = { ...(await this.searchWords.resolve(catalogueFilters)), status, processing };
    const { ids, total } = await this.sounds.page(filters, sort, skip, take);
    return { items: await this.lists.hydrate(ids, viewerId), total };
  }

  async get(soundId: string, viewerId: string): Promise<SoundResponse> {
    const [sound] = await this.lists.hydrate([soundId], viewerId);
    if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    return sound;
  }

  async update(soundId: string, body: AdminSoundUpdateBody, viewerId: string): Promise<SoundResponse> {
    await this.transactions.run(async (manager) => {
      const sound = await this.sounds.lock(manager, soundId);
      if (!sound) throw catalogueError(CatalogueErrorCode.SoundNotFound);
      const category = body.categoryId ? await this.filing.category(manager, body.categoryId) : undefined;
      // The uploader's correction rules: a tempo brings its range, a new range drops a tempo outside it.
      const musical = correctedMusicalFields(sound, body);
      await this.sounds.update(manager, soundId, {
        name: body.name,
        description: body.description,
        type: body.type,
        ...(musicalFieldsDiffer(sound, musical) && musical),
        category_id: category?.id,
        category_name: category?.name,
        status: body.status,
      });
      // The console's word on the tags counts as the producer's: no re-analysis overwrites it.
      await this.families.correct(manager, soundId, body);
      if (sound.status === 'public' || body.status === 'public')
        await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, soundId);
      // Distribution shows the name on its review cards.
      if (body.name !== undefined && body.name !== sound.name)
        await this.outbox.add<SoundRenamed>(manager, CatalogueEvents.SoundRenamed, {
          soundId,
          name: body.name,
          renamedAt: new Date().toISOString(),
        });
    });
    return this.get(soundId, viewerId);
  }

  async ownerSummary(userId: string): Promise<OwnerSummaryResponse> {
    const row = await this.sounds.ownerSummary(userId);
    return {
      sounds: row.sounds,
      publicSounds: row.public_sounds,
      likesReceived: row.likes_received,
      downloadsReceived: row.downloads_received,
      likesGiven: row.likes_given,
      downloadsMade: row.downloads_made,
    };
  }
}
