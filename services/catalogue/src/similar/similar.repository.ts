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
};

export type NeighbourQuery = {
  timbre: TimbreDescriptor;
  loop: boolean;
  type?: SoundType;
  key?: MusicalKey;
  bpm?: BpmRange;
  /** Only the sounds of a family, or only those not of it (search with a sound: its family first). */
  family?: { is: InstrumentFamily } | { not: InstrumentFamily };
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

  async reference(soundId: string, viewerId: string): Promise<SimilarReference | undefined> {
    const [row] = await this.transactions.dataSource.query<
      { type: SoundType; loop: boolean; vector: string | null; version: number | null }[]
    >(
      `SELECT s.type, s.tempo IS NOT NULL AS loop, t.vector::text AS vector, t.version
         FROM catalogue.sounds s LEFT JOIN catalogue.sound_timbres t ON t.sound_id = s.id
        WHERE s.id = $1 AND (s.status = 'public' OR s.owner_id = $2)`,
      [soundId, viewerId],
    );
    if (!row) return undefined;
    const timbre = row.vector === null ? null : { version: Number(row.version), values: parseCube(row.vector) };
    return { type: row.type, loop: row.loop, timbre };
  }

  /**
   * Ids of the nearest sounds, nearest first. `widen: false` reads one round more at most, not up
   * to every cell: for a filter that may match few sounds or none (a family), where the caller
   * fills the list with others.
   */
  async nearest(query: NeighbourQuery, { widen = true }: { widen?: boolean } = {}): Promise<string[]> {
    const generations = await this.generations();
    let probes = this.config.CATALOGUE_TIMBRE_PROBES;
    for (let round = 0; ; round += 1) {
      const cells = await this.nearestCells(generations, query.timbre.values, probes);
      const ids = await this.nearestIn(cells.cells, query);
      if (ids.length >= query.limit || cells.allRead || (!widen && round >= 1)) return ids;
      probes *= PROBE_GROWTH;
    }
  }

  /** The generation of cells in use and, while the worker assigns a new one, that one too. */
  private async generations(): Promise<number[]> {
    const [row] = await this.transactions.dataSource.query<
      { active_generation: number | null; building_generation: number | null }[]
    >(`SELECT active_generation, building_generation FROM catalogue.timbre_index`);
    return [row?.active_generation, row?.building_generation].filter((generation) => generation != null);
  }

  /** The `probes` cells nearest the vector in each generation; allRead when no generation has more. */
  private async nearestCells(
    generations: number[],
    vector: number[],
    probes: number,
  ): Promise<{ cells: number[]; allRead: boolean }> {
    if (!generations.length) return { cells: [], allRead: true };
    const rows = await this.transactions.dataSource.query<{ cell: number; generation: number }[]>(
      `SELECT c.cell, c.generation FROM unnest($1::int[]) g(generation)
         CROSS JOIN LATERAL (SELECT cell, generation FROM catalogue.timbre_cells
                              WHERE generation = g.generation
                              ORDER BY centroid <-> ${cubeParameter('$2')} LIMIT $3) c`,
      [generations, vector, probes],
    );
    const perGeneration = generations.map((generation) => rows.filter((row) => row.generation === generation).length);
    return { cells: rows.map((row) => row.cell), allRead: perGeneration.every((count) => count < probes) };
  }

  private async nearestIn(cells: number[], query: NeighbourQuery): Promise<string[]> {
    const params = new SqlParams();
    const vector = cubeParameter(params.add(query.timbre.values));
    const filters = [`t.version = ${params.add(query.timbre.version)}`, `t.loop = ${params.add(query.loop)}`];
    if (query.type) filters.push(`t.type = ${params.add(query.type)}`);
    if (query.key) filters.push(`t.key = ${params.add(query.key)}`);
    if (query.bpm) filters.push(`t.bpm = ${params.add(query.bpm)}`);
    if (query.family && 'is' in query.family) filters.push(`t.family = ${params.add(query.family.is)}`);
    if (query.family && 'not' in query.family) filters.push(`t.family IS DISTINCT FROM ${params.add(query.family.not)}`);
    const where = filters.join(' AND ');
    const select = `SELECT t.sound_id, t.vector <-> ${vector} AS distance FROM catalogue.sound_timbres t`;
    const branches = [
      `${select} WHERE t.public AND t.cell IS NULL AND ${where}`,
      `${select} WHERE t.owner_id = ${params.add(query.viewerId)} AND NOT t.public AND ${where}`,
    ];
    if (cells.length)
      branches.push(`${select} WHERE t.public AND t.cell = ANY(${params.add(cells)}::int[]) AND ${where}`);
    const excluding = query.excluding ? `WHERE n.sound_id <> ${params.add(query.excluding)}` : '';
    const rows = await this.transactions.dataSource.query<{ sound_id: string }[]>(
      `SELECT n.sound_id FROM (${branches.join(' UNION ALL ')}) n ${excluding}
        ORDER BY n.distance, n.sound_id LIMIT ${params.add(query.limit)}`,
      params.values,
    );
    return rows.map((row) => row.sound_id);
  }
}
