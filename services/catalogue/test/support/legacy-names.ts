import type { Client } from 'pg';

/**
 * A category, drum kit or credited artist as old data holds it: written before names were
 * compared as a person reads them (catalogue.name_key), so it may be a duplicate ('pisêiro ',
 * 'kit  verao', 'Mc Ze') that creation through the API now resolves to the existing entry.
 */
export async function legacyEntry(
  db: Client,
  table: 'categories' | 'drum_kits' | 'artists',
  name: string,
  ownerId?: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    table === 'drum_kits'
      ? 'INSERT INTO catalogue.drum_kits (name, owner_id) VALUES ($1, $2) RETURNING id'
      : `INSERT INTO catalogue.${table} (name) VALUES ($1) RETURNING id`,
    table === 'drum_kits' ? [name, ownerId] : [name],
  );
  return rows[0].id;
}
