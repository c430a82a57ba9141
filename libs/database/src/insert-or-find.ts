/** Tries before giving up: each retry means the row was removed between the two statements. */
const ATTEMPTS = 3;

/**
 * A row that is unique by some key, created when missing: `insert` runs `INSERT … ON CONFLICT DO
 * NOTHING RETURNING …` and `find` reads the existing row, each as a statement of its own. One
 * statement cannot do both (a CTE's SELECT beside the INSERT): its snapshot was taken before the
 * INSERT waited on a concurrent transaction's row, so it cannot see that row once committed, and
 * the statement returns nothing. Under READ COMMITTED the next statement does see it. A row
 * removed in between (an artist merged away) is inserted again.
 */
export async function insertOrFind<T>(
  insert: () => Promise<T | null | undefined>,
  find: () => Promise<T | null | undefined>,
): Promise<{ row: T; created: boolean }> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const created = await insert();
    if (created) return { row: created, created: true };
    const existing = await find();
    if (existing) return { row: existing, created: false };
  }
  throw new Error(`insertOrFind: the row kept vanishing after ${ATTEMPTS} attempts`);
}
