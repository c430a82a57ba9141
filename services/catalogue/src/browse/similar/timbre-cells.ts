import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { kMeans, nearestCentroid } from './kmeans';
import { parseCube } from './timbre-vector';

/** Runs SQL and answers its rows. */
export type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;
/** What the cells are built through: plain queries, and one transaction at a time. */
export type SqlAccess = { query: Query; transaction<T>(work: (query: Query) => Promise<T>): Promise<T> };

/** Cell numbers of a generation: generation × CELLS_PER_GENERATION + n (unique across generations). */
const CELLS_PER_GENERATION = 100_000;
const MIN_CELLS = 8;
const MAX_CELLS = 4096;
/** Vectors k-means learns from, per cell. */
const SAMPLE_PER_CELL = 40;
/** Rows assigned per transaction. */
const ASSIGN_BATCH = 2000;
/** Cells are trained again when the catalogue has grown this many times since they were. */
export const RETRAIN_GROWTH = 4;

type IndexState = {
  active_generation: number | null;
  building_generation: number | null;
  building_after: string | null;
  trained_on: number;
  /** The descriptor version the centroids were trained on (null: none trained yet). */
  trained_version: number | null;
};

export type CellsProgress = { generation: number | null; building: boolean; assigned: number; total: number };

/**
 * Builds the cells 'Sons parecidos' reads (migration 1795900000000): k-means centroids of a sample,
 * about √n of them, then every row's cell, a batch per transaction, the cursor saved with each batch
 * so a stopped or killed worker resumes where it was. Queries probe the old and the new generation
 * while this runs; the switch is the last transaction.
 */
export class TimbreCells {
  constructor(
    private readonly sql: SqlAccess,
    private readonly options: { cellsFrom: number },
  ) {}

  /**
   * Trains and assigns cells when due (or resumes a build); true when a generation was switched to.
   * `shouldStop` is asked between batches (a worker shutting down): the build resumes next time.
   */
  async buildIfDue(shouldStop: () => boolean = () => false): Promise<boolean> {
    let state = await this.state();
    if (state.building_generation === null) {
      const newest = await this.newestVersion();
      if (newest === null) return false;
      const count = await this.count(newest);
      // A new descriptor version is a new space: its vectors get cells of their own as soon as
      // there are enough of them (a backfill re-describing the catalogue then retrains at each
      // fourfold growth of that version, as the catalogue's own growth does).
      const sameSpace = state.active_generation !== null && state.trained_version === newest;
      const due = sameSpace ? count >= RETRAIN_GROWTH * state.trained_on : count >= this.options.cellsFrom;
      if (!due) return false;
      state = await this.train(state, newest, count);
    }
    const generation = state.building_generation as number;
    if (!(await this.assign(generation, state.building_after, shouldStop))) return false;
    await this.switchTo(generation);
    return true;
  }

  async progress(): Promise<CellsProgress> {
    const state = await this.state();
    const total = await this.count();
    if (state.building_generation === null) {
      return { generation: state.active_generation, building: false, assigned: total, total };
    }
    const [row] = await this.sql.query<{ assigned: number }>(
      `SELECT count(*)::int AS assigned FROM catalogue.sound_timbres WHERE cell / ${CELLS_PER_GENERATION} = $1`,
      [state.building_generation],
    );
    return { generation: state.building_generation, building: true, assigned: row.assigned, total };
  }

  private async state(): Promise<IndexState> {
    const [state] = await this.sql.query<IndexState>(
      `SELECT active_generation, building_generation, building_after::text, trained_on, trained_version
         FROM catalogue.timbre_index`,
    );
    return state;
  }

  /** Described sounds, of one descriptor version or of all. */
  private async count(version?: number): Promise<number> {
    const [row] = await this.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalogue.sound_timbres WHERE $1::smallint IS NULL OR version = $1`,
      [version ?? null],
    );
    return row.n;
  }

  private async newestVersion(): Promise<number | null> {
    const [row] = await this.sql.query<{ version: number | null }>(
      `SELECT max(version)::int AS version FROM catalogue.sound_timbres`,
    );
    return row.version;
  }

  /** Centroids of a sample of `version`'s vectors (BERNOULLI samples the table; the rest are filtered out). */
  private async train(state: IndexState, version: number, count: number): Promise<IndexState> {
    const cells = Math.min(MAX_CELLS, Math.max(MIN_CELLS, Math.round(Math.sqrt(count))));
    const percent = Math.min(100, ((cells * SAMPLE_PER_CELL) / count) * 100);
    const sample = await this.sql.query<{ vector: string }>(
      `SELECT vector::text AS vector FROM catalogue.sound_timbres TABLESAMPLE BERNOULLI ($1) REPEATABLE (34)
        WHERE version = $2`,
      [percent, version],
    );
    const centroids = await kMeans(
      sample.map((row) => parseCube(row.vector)),
      cells,
    );
    const generation = Math.max(state.active_generation ?? 0, state.building_generation ?? 0) + 1;
    await this.sql.transaction(async (query) => {
      await query(
        `INSERT INTO catalogue.timbre_cells (cell, generation, centroid)
         SELECT $1::int * ${CELLS_PER_GENERATION} + n - 1, $1, public.cube(array(SELECT jsonb_array_elements_text(c)::float8))
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(c, n)`,
        [generation, JSON.stringify(centroids)],
      );
      await query(
        `UPDATE catalogue.timbre_index
            SET building_generation = $1, building_after = NULL, trained_on = $2, trained_version = $3`,
        [generation, count, version],
      );
    });
    return {
      ...state,
      building_generation: generation,
      building_after: null,
      trained_on: count,
      trained_version: version,
    };
  }

  /** Every row into its nearest cell of `generation`, from the saved cursor on; false if stopped. */
  private async assign(generation: number, after: string | null, shouldStop: () => boolean): Promise<boolean> {
    const centroidRows = await this.sql.query<{ cell: number; centroid: string }>(
      `SELECT cell, centroid::text AS centroid FROM catalogue.timbre_cells WHERE generation = $1 ORDER BY cell`,
      [generation],
    );
    const cells = centroidRows.map((row) => row.cell);
    const centroids = centroidRows.map((row) => parseCube(row.centroid));
    let cursor = after;
    for (;;) {
      if (shouldStop()) return false;
      const rows = await this.sql.query<{ sound_id: string; vector: string }>(
        `SELECT sound_id, vector::text AS vector FROM catalogue.sound_timbres
          WHERE $1::uuid IS NULL OR sound_id > $1::uuid ORDER BY sound_id LIMIT ${ASSIGN_BATCH}`,
        [cursor],
      );
      if (!rows.length) return true;
      const assigned = rows.map((row) => cells[nearestCentroid(parseCube(row.vector), centroids)]);
      cursor = rows[rows.length - 1].sound_id;
      await this.sql.transaction(async (query) => {
        await query(
          `UPDATE catalogue.sound_timbres t SET cell = a.cell
             FROM unnest($1::uuid[], $2::int[]) AS a(sound_id, cell) WHERE t.sound_id = a.sound_id`,
          [rows.map((row) => row.sound_id), assigned],
        );
        await query(`UPDATE catalogue.timbre_index SET building_after = $1 WHERE building_generation = $2`, [
          cursor,
          generation,
        ]);
      });
      await yieldToEventLoop();
    }
  }

  /** Rows written meanwhile by a transaction that still saw the old generation join the new one; it becomes the one in use. */
  private async switchTo(generation: number): Promise<void> {
    await this.sql.transaction(async (query) => {
      await query(
        `UPDATE catalogue.sound_timbres SET cell = catalogue.nearest_timbre_cell($1, vector)
          WHERE cell IS NULL OR cell / ${CELLS_PER_GENERATION} <> $1`,
        [generation],
      );
      await query(
        `UPDATE catalogue.timbre_index
            SET active_generation = $1, building_generation = NULL, building_after = NULL, built_at = now()`,
        [generation],
      );
      await query(`DELETE FROM catalogue.timbre_cells WHERE generation <> $1`, [generation]);
    });
  }
}
