import { Injectable } from '@nestjs/common';
import { roundTempo } from '@sampleteca/contracts';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import type { SoundRow } from '../sound-lists/sound-lists.repository';
import { SoundListsService } from '../sound-lists/sound-lists.service';
import { fitLevels } from './fit-levels';
import type { MatchesQuery, MatchReferenceResponse, SoundMatches } from './matches.dto';
import { MatchesRepository } from './matches.repository';
import { SharedMatchesCache } from './shared-matches.cache';

/** 'Combina com este': the sounds that fit a sound, best fit first, then the most popular. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly lists: SoundListsService,
    private readonly shared: SharedMatchesCache,
  ) {}

  matchesOf(soundId: string, viewerId: string, query: MatchesQuery): Promise<SoundMatches> {
    return this.lists.besideSound(this.shared, { soundId, ...query }, viewerId, () =>
      this.find(soundId, viewerId, query),
    );
  }

  private async find(
    soundId: string,
    viewerId: string,
    query: MatchesQuery,
  ): Promise<{ rows: SoundRow[]; reference: MatchReferenceResponse }> {
    const reference = await this.matches.reference(soundId, viewerId);
    if (!reference) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    const type = query.type ?? reference.type;
    // Level by level, best first: the list is usually full after the first, which reads only
    // the sounds within 2 % of the tempo in the same key.
    const ids: string[] = [];
    for (const branches of fitLevels(reference)) {
      if (ids.length >= query.limit) break;
      if (branches.length)
        ids.push(...(await this.matches.level(reference, type, branches, viewerId, query.limit - ids.length)));
    }
    const tempo = reference.tempo === null ? null : roundTempo(reference.tempo);
    return {
      rows: await this.lists.rowsOf(ids, viewerId),
      reference: { key: reference.key, tempo, bpm: reference.bpm },
    };
  }
}
