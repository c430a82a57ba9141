import { Injectable } from '@nestjs/common';
import type { SoundType } from '@sampleteca/contracts';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import type { MusicalFields } from '../../publishing/sounds/musical-fields';
import type { FitBranch } from './fit-levels';

/** The sound matches are asked for, as matching reads it. */
export type MatchReference = MusicalFields & { id: string; type: SoundType };

/**
 * The queries behind 'Combina com este'. Public sounds are read through the partial index
 * sounds_matching (type, key, tempo, bpm) INCLUDE (id, likes_count, downloads_count) WHERE public
 * (migration 1795759200000): each branch of a fit level is one range of it, read index-only.
 * The viewer's own private sounds (they see them in every list) come from
 * sounds_not_public_by_owner, a handful per person.
 */
@Injectable()
export class MatchesRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** The sound if the viewer may see it (public, or theirs). */
  async reference(soundId: string, viewerId: string): Promise<MatchReference | undefined> {
    const [row] = await this.transactions.dataSource.query<MatchReference[]>(
      `SELECT s.id, s.type, s.key, s.bpm, s.tempo FROM catalogue.sounds s
        WHERE s.id = $1 AND (s.status = 'public' OR s.owner_id = $2)`,
      [soundId, viewerId],
    );
    return row;
  }

  /**
   * Up to `limit` ids of one fit level's sounds of `type`, most popular (downloads + likes) first,
   * leaving out the reference.
   */
  async level(
    reference: MatchReference,
    type: SoundType,
    branches: FitBranch[],
    viewerId: string,
    limit: number,
  ): Promise<string[]> {
    const params = new SqlParams();
    const [typeParam, referenceParam] = [params.add(type), params.add(reference.id)];
    const conditions = branches.map((branch) => branchCondition(branch, params));
    const columns = `s.id, s.likes_count + s.downloads_count AS popularity`;
    const publicRanges = conditions.map(
      (condition) =>
        `SELECT ${columns} FROM catalogue.sounds s WHERE s.status = 'public' AND s.type = ${typeParam} AND ${condition}`,
    );
    const ownPrivate = `SELECT ${columns} FROM catalogue.sounds s
      WHERE s.owner_id = ${params.add(viewerId)} AND s.status <> 'public' AND s.type = ${typeParam}
        AND (${conditions.join(' OR ')})`;
    const rows = await this.transactions.dataSource.query<{ id: string }[]>(
      `SELECT c.id FROM (${[...publicRanges, ownPrivate].join(' UNION ALL ')}) AS c
        WHERE c.id <> ${referenceParam} ORDER BY c.popularity DESC, c.id LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows.map((row) => row.id);
  }
}

/**
 * One branch as a condition on `s`: a key (or none, or any) and a tempo band, ranges for sounds
 * without tempo, the one-shots, or any tempo.
 */
function branchCondition(branch: FitBranch, params: SqlParams): string {
  const parts: string[] = [];
  if (branch.key === null) parts.push('s.key IS NULL');
  else if (branch.key !== undefined) parts.push(`s.key = ${params.add(branch.key)}`);
  if ('rangesWithoutTempo' in branch)
    parts.push(`s.tempo IS NULL AND s.bpm = ANY(${params.add(branch.rangesWithoutTempo)}::text[])`);
  else if ('withoutBpm' in branch) parts.push('s.bpm IS NULL');
  // Half-open, so adjacent bands of one level never list a sound twice.
  else if ('tempoFrom' in branch)
    parts.push(`s.tempo >= ${params.add(branch.tempoFrom)} AND s.tempo < ${params.add(branch.tempoTo)}`);
  return parts.length ? `(${parts.join(' AND ')})` : 'true';
}
