import { openTestDatabase, type TestDatabase } from '@sampleteca/testing';
import { peakBytes, storedPeaks } from '../src/audio/peak-bytes';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase(1);
});

afterAll(() => database?.close());

// Every value media ever wrote as JSON: 0..1 in thousandths (0.1, 0.3… sit on a half step of 1/255).
const THOUSANDTHS = Array.from({ length: 1001 }, (_, index) => index / 1000);

test("the backfill's bytes (media.peak_bytes) are the ones media writes for the same peaks", async () => {
  const [{ bytes }] = await database.dataSource.query<{ bytes: Buffer }[]>(
    `SELECT media.peak_bytes($1::jsonb) AS bytes`,
    [JSON.stringify(THOUSANDTHS)],
  );
  expect(bytes).toEqual(peakBytes.to(THOUSANDTHS));
});

test('peaks read back within half a step of 1/255, in 0..1, and what is read back stays as it is', () => {
  const read = peakBytes.from(peakBytes.to([...THOUSANDTHS, -0.2, 1.3]) as Buffer) as number[];
  THOUSANDTHS.forEach((peak, index) => expect(Math.abs(read[index] - peak)).toBeLessThanOrEqual(0.5 / 255 + 0.0005));
  expect(read.slice(-2)).toEqual([0, 1]);
  expect(storedPeaks(read)).toEqual(read);
});
