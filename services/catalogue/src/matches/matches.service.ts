import { Injectable } from '@nestjs/common';
import { roundTempo } from '@sampleteca/contracts';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import { SoundListsService } from '../sound-lists/sound-lists.service';
import { fitLevels } from './fit-levels';
import type { MatchesQuery, SoundMatches } from './matches.dto';
import { MatchesRepository } from './matches.repository';

/** 'Combina com este': the sounds that fit a sound, best fit first, then the most popular. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly lists: SoundListsService,
  ) {}

  async matchesOf(soundId: string, viewerId: string, query: MatchesQuery): Promise<SoundMatches> {
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
      items: await this.lists.hydrate(ids, viewerId),
      reference: { key: reference.key, tempo, bpm: reference.bpm },
    };
  }
}
