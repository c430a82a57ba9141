import type { Client } from 'pg';

/** The catalogue's read-side counters, as the taxonomy tests watch them follow an admin's change. */

/** catalogue.list_version: bumped by every change the sound lists must see. */
export async function listVersion(db: Client): Promise<number> {
  const { rows } = await db.query<{ version: string }>('SELECT version FROM catalogue.list_version');
  return Number(rows[0].version);
}

/** How many public sounds a category holds, summed from catalogue.public_sound_counts. */
export async function publicCount(db: Client, categoryId: string): Promise<number> {
  const { rows } = await db.query<{ sum: string | null }>(
    'SELECT sum(sounds) FROM catalogue.public_sound_counts WHERE category_id = $1',
    [categoryId],
  );
  return Number(rows[0].sum ?? 0);
}
