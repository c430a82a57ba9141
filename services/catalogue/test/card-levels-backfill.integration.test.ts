import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TransactionRunner } from '@sampleteca/database';
import { eventually, openTestDatabase, type TestDatabase } from '@sampleteca/testing';
import { CardLevelsBackfill } from '../src/publishing/audio/card-levels.backfill';
import { cardLevels } from '../src/publishing/audio/card-peaks';

// Rows written before the card-levels migration (bars in `peaks` only), as an upgraded install has.
const LEGACY_ROWS = 2500;

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ dataSource } = database);
  const owner = randomUUID();
  await dataSource.query(
    `INSERT INTO catalogue.audio_files (audio_id, owner_id, status, peaks)
     SELECT gen_random_uuid(), $1, 'ready', ARRAY(SELECT round(random()::numeric, 3) FROM generate_series(1, 200 - n % 3))::real[]
       FROM generate_series(1, $2) AS n`,
    [owner, LEGACY_ROWS],
  );
});

afterAll(() => database?.close());

const converted = async () =>
  Number((await dataSource.query(`SELECT count(card_levels) AS n FROM catalogue.audio_files`))[0].n);

test('the backfill stops at shutdown after its batch, and the next start finishes what is left', async () => {
  const stopped = new CardLevelsBackfill(new TransactionRunner(dataSource));
  stopped.onApplicationBootstrap();
  await stopped.onApplicationShutdown(); // a worker stopped in the middle: its batch commits, no other starts
  expect(await converted()).toBe(1000);

  const next = new CardLevelsBackfill(new TransactionRunner(dataSource));
  next.onApplicationBootstrap();
  await eventually(async () => expect(await converted()).toBe(LEGACY_ROWS));
  await next.onApplicationShutdown();
  // The bars stay for the release before, which still reads them.
  expect(Number((await dataSource.query(`SELECT count(peaks) AS n FROM catalogue.audio_files`))[0].n)).toBe(
    LEGACY_ROWS,
  );
});

test("PostgreSQL's levels are the catalogue's own: a card draws the same whichever made them", async () => {
  const rows: { peaks: number[]; card_levels: Buffer }[] = await dataSource.query(
    `SELECT peaks, card_levels FROM catalogue.audio_files WHERE card_levels IS NOT NULL LIMIT 200`,
  );
  expect(rows).toHaveLength(200);
  for (const row of rows) expect(row.card_levels).toEqual(cardLevels(row.peaks));
});
