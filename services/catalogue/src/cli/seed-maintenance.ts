/** Seed steps around the inserts: finding and deleting an earlier seed, and VACUUM. */
import type { Client } from 'pg';
import { SEEDED, type Progress } from './seed-session';

/** Counts of the rows a previous run left, to refuse adding a second set on top by accident. */
export async function countSeeded(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM catalogue.profiles WHERE user_id ${SEEDED})
          + (SELECT count(*) FROM catalogue.drum_kits WHERE owner_id ${SEEDED})
          + (SELECT count(*) FROM catalogue.sounds WHERE owner_id ${SEEDED}) AS n`,
  );
  return Number(rows[0].n);
}

// Seeded rows that point at other seeded rows. Real users' likes and downloads of seeded sounds
// go with them by ON DELETE CASCADE.
const CHILD_DELETES: [string, string][] = [
  ['likes', `DELETE FROM catalogue.likes WHERE user_id ${SEEDED}`],
  ['downloads', `DELETE FROM catalogue.downloads WHERE user_id ${SEEDED}`],
  ['sounds', `DELETE FROM catalogue.sounds WHERE owner_id ${SEEDED}`],
  ['audio_files', `DELETE FROM catalogue.audio_files WHERE owner_id ${SEEDED}`],
  // Rows only: the objects they name belong to the real sounds they were shared from.
  ['media.audio_files', `DELETE FROM media.audio_files WHERE owner_user_id ${SEEDED}`],
  ['media.images', `DELETE FROM media.images WHERE owner_user_id ${SEEDED}`],
];
// What sounds point at, unless a real user's sound still does.
const PARENT_DELETES: [string, string][] = [
  [
    'drum_kits',
    `DELETE FROM catalogue.drum_kits k WHERE owner_id ${SEEDED}
       AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.drum_kit_id = k.id)`,
  ],
  [
    'artists',
    `DELETE FROM catalogue.artists a WHERE created_by ${SEEDED}
       AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.artist_id = a.id)`,
  ],
  [
    'categories',
    `DELETE FROM catalogue.categories c WHERE created_by ${SEEDED}
       AND NOT EXISTS (SELECT 1 FROM catalogue.sounds s WHERE s.category_id = c.id)`,
  ],
  ['profiles', `DELETE FROM catalogue.profiles WHERE user_id ${SEEDED}`],
];

/**
 * Deletes what earlier runs seeded and gives the space back before anything is inserted, so a
 * run after --reset ends with the same table and index sizes as the first. The parents go after
 * a VACUUM of sounds: each deleted artist's foreign-key check scans sounds (artist_id has no
 * index), which takes ~0.1 s per artist over a million dead rows and nothing once vacuumed.
 */
export async function deleteSeeded(client: Client, progress: Progress): Promise<void> {
  await runDeletes(client, CHILD_DELETES, progress);
  await client.query(`VACUUM catalogue.sounds`);
  await runDeletes(client, PARENT_DELETES, progress);
  // The count trigger leaves a zero row per (type, key, bpm, category, produced) it ever saw;
  // the seeded categories are gone, so theirs would only pile up run after run.
  for (const { name } of await existingTables(client, TRIGGER_KEPT)) {
    const { rowCount } = await client.query(`DELETE FROM catalogue.${name} WHERE sounds = 0`);
    progress(`${name}: ${(rowCount ?? 0).toLocaleString('pt-BR')} linhas zeradas apagadas`);
  }
  await reclaimSpace(client, progress);
}

async function runDeletes(client: Client, statements: [string, string][], progress: Progress): Promise<void> {
  for (const [table, sql] of statements) {
    const { rowCount } = await client.query(sql);
    progress(`${table}: ${(rowCount ?? 0).toLocaleString('pt-BR')} apagados`);
  }
}

/**
 * Two VACUUMs with a transaction between them: the first removes the dead rows and empties
 * index pages, but an emptied B-tree page becomes reusable only once a later transaction id
 * has been used, so only the second VACUUM hands those pages to the free space map.
 */
async function reclaimSpace(client: Client, progress: Progress): Promise<void> {
  await vacuumTables(client, false, progress);
  await client.query(`SELECT txid_current()`);
  await vacuumTables(client, false, progress);
}

// public_sound_counts is written by a row trigger on sounds: an upsert per sound leaves a dead
// row version each, so a million inserts bloat it ~30× (and a sum over it reads the bloat).
const TRIGGER_KEPT = ['public_sound_counts'];
const SEEDED_TABLES = [
  'categories',
  'profiles',
  'artists',
  'drum_kits',
  'audio_files',
  'sounds',
  'sound_timbres',
  'likes',
  'downloads',
]
  .map((table) => `catalogue.${table}`)
  .concat('media.audio_files', 'media.images');

/**
 * VACUUM each table the seed wrote: after inserting, with ANALYZE, because index-only scans
 * need the visibility map set; after --reset's deletes, so the new rows reuse the space instead
 * of doubling the tables. INDEX_CLEANUP ON: with few dead rows VACUUM would otherwise skip the
 * indexes and leave those pages out of the visibility map. The trigger-kept counts (a few
 * thousand rows) are rewritten instead (VACUUM FULL, a moment's lock) to drop their bloat.
 */
export async function vacuumTables(client: Client, analyze: boolean, progress: Progress): Promise<void> {
  const options = analyze ? '(ANALYZE, INDEX_CLEANUP ON)' : '(INDEX_CLEANUP ON)';
  for (const table of SEEDED_TABLES) await vacuumUntilVisible(client, table, options, progress);
  for (const { name } of await existingTables(client, TRIGGER_KEPT)) {
    const command = `VACUUM ${analyze ? '(FULL, ANALYZE)' : '(FULL)'} catalogue.${name}`;
    const started = performance.now();
    await client.query(command);
    progress(`${command}: ${seconds(started)}`);
  }
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * A page is marked all-visible only if no snapshot still open in the database predates its
 * rows; an autovacuum ANALYZE started during the inserts holds one. So the share of visible
 * pages is checked and the VACUUM repeated (a little later) while it is short.
 */
async function vacuumUntilVisible(client: Client, table: string, options: string, progress: Progress): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    await client.query(`VACUUM ${options} ${table}`);
    const { rows } = await client.query<{ share: number }>(
      `SELECT CASE WHEN relpages = 0 THEN 1 ELSE relallvisible::float8 / relpages END AS share
         FROM pg_class WHERE oid = $1::regclass`,
      [table],
    );
    const share = rows[0].share;
    progress(`VACUUM ${options} ${table}: ${seconds(started)}, ${(share * 100).toFixed(1)}% das páginas visíveis`);
    if (share >= 0.99 || attempt === 3) return;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** Those of `names` the catalogue schema has (the counts table came with a later migration). */
async function existingTables(client: Client, names: string[]): Promise<{ name: string }[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'catalogue'::regnamespace AND relname = ANY ($1)`,
    [names],
  );
  return rows;
}
