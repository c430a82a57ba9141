import { setTimeout as sleep } from 'node:timers/promises';
import { squaredDistance } from './kmeans';
import { nearestLists, type PackedVectors } from './nearest-lists';
import { parseCube } from './timbre-vector';
import type { Query, SqlAccess } from './timbre-cells';

/** Neighbours listed per sound: 'Sons parecidos' asks for 20, and some may be hidden since. */
export const LISTED_NEIGHBOURS = 30;
/** Cells whose sounds are the candidates for a cell's sounds: its own and the nearest others. */
const CANDIDATE_CELLS = 32;
/** Cells' vectors kept between cells (the walk goes from a cell to a near one, so most are read once). */
const CACHED_CELLS = 160;
/** A new build once this share of the public described sounds changed since the last one's mark. */
const STALE_SHARE = 0.02;
/** …and at least this many (requests merge the changed ones themselves: a few thousand cost little). */
const STALE_AT_LEAST = 500;
/** How long a build waits for transactions that took a change number before its mark. */
const WAIT_FOR_WRITERS_MS = 5 * 60_000;

type NeighboursState = {
  active_generation: number | null;
  building_generation: number | null;
  trained_version: number | null;
  neighbours_building_generation: number | null;
  neighbours_mark: string | null;
  neighbours_done: number;
  neighbours_generation: number | null;
};

type CellRows = { byKind: Map<string, { ids: string[]; vectors: number[][] }> };

export type NeighboursProgress = {
  generation: number | null;
  building: boolean;
  cellsDone: number;
  cells: number;
  listed: number;
};

/** Stops a build whose cells changed under it (a new generation): the next one starts over. */
class CellsMoved extends Error {}

/**
 * The neighbour lists 'Sons parecidos' reads (migration 1795926000000), built from the cells in
 * the worker's memory: for each cell, in a walk from cell to nearest cell, its public sounds and
 * those of the CANDIDATE_CELLS cells whose centroids are nearest, then each sound's
 * LISTED_NEIGHBOURS nearest of its kind among them. One cell per transaction, the walk's position
 * saved with it, so a stopped worker resumes and a cell written twice is written the same.
 */
export class TimbreNeighbours {
  constructor(private readonly sql: SqlAccess) {}

  /** Builds (or resumes) the lists when due; true when a build was completed. */
  async buildIfDue(shouldStop: () => boolean = () => false): Promise<boolean> {
    let state = await this.state();
    const generation = state.active_generation;
    const version = state.trained_version;
    if (generation === null || state.building_generation !== null || version === null) return false;
    if (state.neighbours_building_generation !== generation) {
      if (!(await this.due(state))) return false;
      state = await this.start(generation);
    }
    try {
      return await this.build(state, generation, version, shouldStop);
    } catch (error) {
      if (!(error instanceof CellsMoved)) throw error;
      await this.sql.query(`UPDATE catalogue.timbre_index SET neighbours_building_generation = NULL`);
      return false;
    }
  }

  async progress(): Promise<NeighboursProgress> {
    const state = await this.state();
    const building = state.neighbours_building_generation !== null;
    const [row] = await this.sql.query<{ cells: number; listed: number }>(
      `SELECT (SELECT count(*)::int FROM catalogue.timbre_cells WHERE generation = $1) AS cells,
              (SELECT count(*)::int FROM catalogue.timbre_neighbours) AS listed`,
      [building ? state.neighbours_building_generation : state.neighbours_generation],
    );
    return {
      generation: building ? state.neighbours_building_generation : state.neighbours_generation,
      building,
      cellsDone: building ? state.neighbours_done : row.cells,
      cells: row.cells,
      listed: row.listed,
    };
  }

  private async state(): Promise<NeighboursState> {
    const [state] = await this.sql.query<NeighboursState>(
      `SELECT active_generation, building_generation, trained_version, neighbours_building_generation,
              neighbours_mark::text, neighbours_done, neighbours_generation
         FROM catalogue.timbre_index`,
    );
    return state;
  }

  /** No lists for the cells in use yet, or enough sounds changed since the last build. */
  private async due(state: NeighboursState): Promise<boolean> {
    if (state.neighbours_generation !== state.active_generation || state.neighbours_mark === null) return true;
    const [row] = await this.sql.query<{ changed: number; described: number }>(
      `SELECT count(*) FILTER (WHERE changed > $1)::int AS changed, count(*)::int AS described
         FROM catalogue.sound_timbres WHERE public`,
      [state.neighbours_mark],
    );
    return row.changed >= Math.max(STALE_AT_LEAST, STALE_SHARE * row.described);
  }

  /**
   * A new build's mark: the last change number taken. Every row with a number up to it must be
   * visible to the build's reads, so it waits for the transactions running then (each took its
   * transaction id before its number: the trigger asks for one) to end.
   */
  private async start(generation: number): Promise<NeighboursState> {
    const [{ mark }] = await this.sql.query<{ mark: string }>(
      `SELECT coalesce(pg_sequence_last_value('catalogue.sound_timbre_changes'), 0)::text AS mark`,
    );
    // This database's writing transactions (other databases' do not matter, however long).
    const [{ running }] = await this.sql.query<{ running: string[] }>(
      `SELECT coalesce(array_agg(backend_xid::text), '{}') AS running FROM pg_stat_activity
        WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
    );
    const deadline = Date.now() + WAIT_FOR_WRITERS_MS;
    for (;;) {
      const [{ ended }] = await this.sql.query<{ ended: boolean }>(
        `SELECT NOT EXISTS (SELECT FROM pg_stat_activity
                             WHERE datname = current_database() AND backend_xid::text = ANY($1::text[])) AS ended`,
        [running],
      );
      if (ended) break;
      if (Date.now() > deadline) throw new Error('uma transação antiga segue aberta: as listas esperam a próxima vez');
      await sleep(200);
    }
    await this.sql.query(
      `UPDATE catalogue.timbre_index
          SET neighbours_building_generation = $1, neighbours_mark = $2, neighbours_done = 0`,
      [generation, mark],
    );
    return this.state();
  }

  private async build(
    state: NeighboursState,
    generation: number,
    version: number,
    shouldStop: () => boolean,
  ): Promise<boolean> {
    const centroidRows = await this.sql.query<{ cell: number; centroid: string }>(
      `SELECT cell, centroid::text AS centroid FROM catalogue.timbre_cells WHERE generation = $1 ORDER BY cell`,
      [generation],
    );
    const cells = centroidRows.map((row) => ({ cell: row.cell, centroid: parseCube(row.centroid) }));
    const walk = walkOrder(cells.map((cell) => cell.centroid));
    const cache = new Map<number, CellRows>();
    for (let position = state.neighbours_done; position < walk.length; position += 1) {
      if (shouldStop()) return false;
      const own = cells[walk[position]];
      const near = nearestCells(own.centroid, cells, CANDIDATE_CELLS);
      await this.load(near, version, cache);
      const lists = await this.listsOf(
        cache.get(own.cell) as CellRows,
        near.map((cell) => cache.get(cell) as CellRows),
      );
      await this.sql.transaction(async (query) => {
        await this.write(query, lists, state.neighbours_mark as string);
        const [moved] = await query<{ generation: number }>(
          `UPDATE catalogue.timbre_index SET neighbours_done = $2
            WHERE neighbours_building_generation = $1 AND active_generation = $1 AND building_generation IS NULL
           RETURNING active_generation AS generation`,
          [generation, position + 1],
        );
        if (!moved) throw new CellsMoved();
      });
    }
    await this.sql.transaction(async (query) => {
      // Sounds not public when this build read them: their older lists would only wait to be dropped.
      await query(`DELETE FROM catalogue.timbre_neighbours WHERE mark < $1`, [state.neighbours_mark]);
      await query(
        `UPDATE catalogue.timbre_index
            SET neighbours_generation = $1, neighbours_building_generation = NULL, neighbours_done = 0,
                neighbours_built_at = now()`,
        [generation],
      );
    });
    return true;
  }

  /** The public rows of `cells` not in the cache yet, grouped by kind; the cache keeps its newest CACHED_CELLS. */
  private async load(cells: number[], version: number, cache: Map<number, CellRows>): Promise<void> {
    for (const cell of cells) {
      const kept = cache.get(cell);
      if (kept) {
        cache.delete(cell);
        cache.set(cell, kept);
      }
    }
    const missing = cells.filter((cell) => !cache.has(cell));
    if (missing.length) {
      const rows = await this.sql.query<{ cell: number; sound_id: string; kind: string; vector: string }>(
        `SELECT cell, sound_id, loop::text || '/' || type AS kind, vector::text AS vector
           FROM catalogue.sound_timbres WHERE public AND version = $1 AND cell = ANY($2::int[])`,
        [version, missing],
      );
      for (const cell of missing) cache.set(cell, { byKind: new Map() });
      for (const row of rows) {
        const { byKind } = cache.get(row.cell) as CellRows;
        const kind = byKind.get(row.kind) ?? { ids: [], vectors: [] };
        kind.ids.push(row.sound_id);
        kind.vectors.push(parseCube(row.vector));
        byKind.set(row.kind, kind);
      }
    }
    for (const cell of cache.keys()) {
      if (cache.size <= CACHED_CELLS) break;
      cache.delete(cell);
    }
  }

  /** Each sound of `own` with its nearest of its kind among the `near` cells' sounds (own among them). */
  private async listsOf(own: CellRows, near: CellRows[]): Promise<{ ids: string[]; lists: string[][] }> {
    const ids: string[] = [];
    const lists: string[][] = [];
    for (const [kind, sounds] of own.byKind) {
      const candidates = pack(near.flatMap((cell) => [cell.byKind.get(kind) ?? { ids: [], vectors: [] }]));
      ids.push(...sounds.ids);
      lists.push(...(await nearestLists(pack([sounds]), candidates, LISTED_NEIGHBOURS)));
    }
    return { ids, lists };
  }

  /** A cell's lists; a sound removed since it was read is left out (its list would go with it). */
  private async write(query: Query, { ids, lists }: { ids: string[]; lists: string[][] }, mark: string) {
    if (!ids.length) return;
    await query(
      `INSERT INTO catalogue.timbre_neighbours (sound_id, mark, neighbours)
       SELECT a.sound_id, $3, a.neighbours::uuid[]
         FROM unnest($1::uuid[], $2::text[]) AS a(sound_id, neighbours)
         JOIN catalogue.sound_timbres t ON t.sound_id = a.sound_id
       ON CONFLICT (sound_id) DO UPDATE SET mark = EXCLUDED.mark, neighbours = EXCLUDED.neighbours`,
      [ids, lists.map((list) => `{${list.join(',')}}`), mark],
    );
  }
}

/** Vectors of several groups of one kind, one after another. */
function pack(groups: { ids: string[]; vectors: number[][] }[]): PackedVectors {
  const ids = groups.flatMap((group) => group.ids);
  const dimensions = groups.find((group) => group.vectors.length)?.vectors[0].length ?? 0;
  const values = new Float64Array(ids.length * dimensions);
  let offset = 0;
  for (const group of groups) {
    for (const vector of group.vectors) {
      values.set(vector.length === dimensions ? vector : vector.slice(0, dimensions), offset);
      offset += dimensions;
    }
  }
  return { ids, values, dimensions };
}

/** The `count` cells whose centroids are nearest `centroid`, nearest first (the cell itself first). */
function nearestCells(centroid: number[], cells: { cell: number; centroid: number[] }[], count: number): number[] {
  return cells
    .map((cell) => ({ cell: cell.cell, distance: squaredDistance(centroid, cell.centroid) }))
    .sort((a, b) => a.distance - b.distance || a.cell - b.cell)
    .slice(0, count)
    .map((cell) => cell.cell);
}

/**
 * The order cells are listed in: from the first, always on to the nearest not visited yet, so
 * consecutive cells share most of their candidate cells (read once, kept in the cache). The same
 * centroids give the same walk: a resumed build goes on where it stopped.
 */
export function walkOrder(centroids: number[][]): number[] {
  const visited = new Uint8Array(centroids.length);
  const order: number[] = [];
  let current = 0;
  while (order.length < centroids.length) {
    visited[current] = 1;
    order.push(current);
    let next = -1;
    let nearest = Infinity;
    for (let index = 0; index < centroids.length; index += 1) {
      if (visited[index]) continue;
      const distance = squaredDistance(centroids[current], centroids[index]);
      if (distance < nearest) {
        nearest = distance;
        next = index;
      }
    }
    if (next < 0) break;
    current = next;
  }
  return order;
}
