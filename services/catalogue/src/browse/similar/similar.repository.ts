import { Inject, Injectable } from '@nestjs/common';
import type { BpmRange, InstrumentFamily, MusicalKey, SoundType, TimbreDescriptor } from '@sampleteca/contracts';
import { CONFIG, type Config } from '@sampleteca/config';
import { SqlParams, TransactionRunner } from '@sampleteca/database';
import { cubeParameter, parseCube } from './timbre-vector';

/** The sound 'Sons parecidos' is asked for, as the viewer may see it. */
export type SimilarReference = {
  type: SoundType;
  loop: boolean;
  /** Null until media has described the sound's file. */
  timbre: TimbreDescriptor | null;
  /**
   * Its nearest from its neighbour list (#46), when it has one for the type asked, built since
   * its own timbre, kind or publicity last changed; `listedLeft`: how many listed sounds are
   * still public and of the kind.
   */
  listed: { ids: string[]; listedLeft: number } | null;
};

export type NeighbourQuery = {
  timbre: TimbreDescriptor;
  loop: boolean;
  type?: SoundType;
  key?: MusicalKey;
  bpm?: BpmRange;
  /** This family's sounds first, nearest first among them, then the others (search with a sound). */
  familyFirst?: InstrumentFamily | null;
  viewerId: string;
  /** The sound asked about, left out of its own list. */
  excluding?: string;
  limit: number;
};

/** Each round that finds fewer than asked reads this many times more cells. */
const PROBE_GROWTH = 4;

/**
 * Nearest sounds by timbre (migration 1795900000000): the `CATALOGUE_TIMBRE_PROBES` cells whose
 * centroids are nearest the query, read index-only through sound_timbres_cells with the filters
 * as index conditions, plus the sounds not yet in a cell, plus the viewer's own private ones (a
 * handful); exact distances among those. When filters leave fewer than `limit` there, the next
 * round reads PROBE_GROWTH times more cells, up to all of them (then the answer is exact).
 */
@Injectable()
export class SimilarRepository {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * The sound asked about and, in the same statement (a request's one round trip when listed),
   * its nearest from its neighbour list: the listed sounds still public and of the kind, the
   * sounds whose row changed since the list's build (described, published, their timbre or kind
   * changed: the build did not see them as they are now) and the viewer's own private ones, by
   * their distance now. With fewer listed sounds left than the limit, sounds past the list may
   * belong in the answer: the caller scans the cells then.
   */
  async reference(
    soundId: string,
    viewerId: string,
    asked: { type?: SoundType; limit: number },
  ): Promise<SimilarReference | undefined> {
    const [row] = await this.transactions.dataSource.query<
      {
        type: SoundType;
        loop: boolean;
        vector: string | null;
        version: number | null;
        listed: boolean;
        ids: string[];
        listed_left: number;
      }[]
    >(
      `WITH reference AS MATERIALIZED (
         SELECT s.type, s.tempo IS NOT NULL AS loop, t.vector, t.version, n.mark, n.neighbours
           FROM catalogue.sounds s LEFT JOIN catalogue.sound_timbres t ON t.sound_id = s.id
           LEFT JOIN catalogue.timbre_neighbours n ON n.sound_id = t.sound_id AND n.mark >= t.changed
          WHERE s.id = $1 AND (s.status = 'public' OR s.owner_id = $2)),
       list AS (SELECT * FROM reference WHERE neighbours IS NOT NULL AND type = coalesce($3, type)),
       listed AS MATERIALIZED (
         SELECT t.sound_id, t.vector <-> l.vector AS distance FROM list l JOIN catalogue.sound_timbres t
             ON t.sound_id = ANY(l.neighbours) AND t.public AND t.version = l.version AND t.loop = l.loop
            AND t.type = l.type)
       SELECT r.type, r.loop, r.vector::text AS vector, r.version, EXISTS (SELECT FROM list) AS listed,
              ARRAY(SELECT n.sound_id FROM (
                      SELECT * FROM listed
                       UNION
                      SELECT t.sound_id, t.vector <-> l.vector FROM list l JOIN catalogue.sound_timbres t
                          ON t.public AND t.version = l.version AND t.loop = l.loop AND t.type = l.type
                         AND t.changed > l.mark
                       UNION
                      SELECT t.sound_id, t.vector <-> l.vector FROM list l JOIN catalogue.sound_timbres t
                          ON t.owner_id = $2 AND NOT t.public AND t.version = l.version AND t.loop = l.loop
                         AND t.type = l.type) n
                     WHERE n.sound_id <> $1 ORDER BY n.distance, n.sound_id LIMIT $4) AS ids,
              (SELECT count(*)::int FROM listed) AS listed_left
         FROM reference r`,
      [soundId, viewerId, asked.type ?? null, asked.limit],
    );
    if (!row) return undefined;
    const timbre = row.vector === null ? null : { version: Number(row.version), values: parseCube(row.vector) };
    const listed = row.listed ? { ids: row.ids, listedLeft: row.listed_left } : null;
    return { type: row.type, loop: row.loop, timbre, listed };
  }

  /** Ids of the nearest sounds, nearest first (those of `familyFirst` before the others). */
  async nearest(query: NeighbourQuery): Promise<string[]> {
    let probes = this.config.CATALOGUE_TIMBRE_PROBES;
    for (;;) {
      const { ids, allRead } = await this.nearestIn(probes, query);
      if (ids.length >= query.limit || allRead) return ids;
      probes *= PROBE_GROWTH;
    }
  }

  /**
   * One round in one statement (#44: three round trips and three plans were a third of a
   * request's database time): the generations in use, the `probes` cells nearest the vector in
   * each, and the nearest sounds among those cells' rows, the unassigned ones and the viewer's
   * own private ones. allRead: no generation has more cells than were read.
   */
  private async nearestIn(probes: number, query: NeighbourQuery): Promise<{ ids: string[]; allRead: boolean }> {
    const params = new SqlParams();
    const vector = cubeParameter(params.add(query.timbre.values));
    const filters = [`t.version = ${params.add(query.timbre.version)}`, `t.loop = ${params.add(query.loop)}`];
    if (query.type) filters.push(`t.type = ${params.add(query.type)}`);
    if (query.key) filters.push(`t.key = ${params.add(query.key)}`);
    if (query.bpm) filters.push(`t.bpm = ${params.add(query.bpm)}`);
    const where = filters.join(' AND ');
    // Within the cells read: a kick farther than every cell read is not one the list should promote.
    const first = query.familyFirst ? `t.family IS NOT DISTINCT FROM ${params.add(query.familyFirst)}` : 'false';
    const select = `SELECT t.sound_id, t.vector <-> ${vector} AS distance, ${first} AS first FROM catalogue.sound_timbres t`;
    const read = params.add(probes);
    const branches = [
      `${select} WHERE t.public AND t.cell IS NULL AND ${where}`,
      `${select} WHERE t.owner_id = ${params.add(query.viewerId)} AND NOT t.public AND ${where}`,
      `${select} WHERE t.public AND t.cell = ANY(ARRAY(SELECT cell FROM cells)) AND ${where}`,
    ];
    const excluding = query.excluding ? `WHERE n.sound_id <> ${params.add(query.excluding)}` : '';
    const [row] = await this.transactions.dataSource.query<{ ids: string[]; all_read: boolean }[]>(
      `WITH generations AS (
         SELECT g.generation FROM catalogue.timbre_index i,
                unnest(ARRAY[i.active_generation, i.building_generation]) g(generation)
          WHERE g.generation IS NOT NULL),
       cells AS MATERIALIZED (
         SELECT c.cell, c.generation FROM generations g
          CROSS JOIN LATERAL (SELECT cell, generation FROM catalogue.timbre_cells
                               WHERE generation = g.generation ORDER BY centroid <-> ${vector} LIMIT ${read}) c)
       SELECT ARRAY(SELECT n.sound_id FROM (${branches.join(' UNION ALL ')}) n ${excluding}
                     ORDER BY n.first DESC, n.distance, n.sound_id LIMIT ${params.add(query.limit)}) AS ids,
              NOT EXISTS (SELECT 1 FROM cells GROUP BY generation HAVING count(*) >= ${read}) AS all_read`,
      params.values,
    );
    return { ids: row.ids, allRead: row.all_read };
  }
}
