import type { MigrationInterface, QueryRunner } from 'typeorm';
import { KINDS } from './1766188800000-taxonomy-sound-counts';

const NO_CATEGORY = `'00000000-0000-0000-0000-000000000000'`;
const COUNTED_BY = `type, key, bpm, coalesce(category_id, ${NO_CATEGORY}), is_produced`;

/**
 * What the triggers on catalogue.sounds keep (public counts per coarse filter, the words a
 * prefix expands to, each kit's, category's and artist's sounds_count) once per statement for
 * inserts and deletes instead of once per row: a statement of 50,000 sounds makes a few hundred
 * upserts, not 50,000. Updates stay per row (PostgreSQL allows no transition table on a trigger
 * limited to some columns, and an edit is one row). Count rows are locked in key order, so two
 * statements that insert at once (the seed's --jobs, an import) wait for each other instead of
 * deadlocking.
 *
 * Every catalogue trigger fires ALWAYS, also in a session that sets session_replication_role to
 * replica: the seed does so to skip foreign-key checks on rows it made, and its rows are then
 * counted by the same code as an upload's. (No logical replication applies rows into this
 * schema; a replica that did would count them twice.)
 */
export class CountsPerStatement1795784400000 implements MigrationInterface {
  name = 'CountsPerStatement1795784400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sounds_count_public ON catalogue.sounds`);
    await queryRunner.query(`DROP TRIGGER sounds_search_words ON catalogue.sounds`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_inserted_public_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalogue.public_sound_counts AS c (type, key, bpm, category_id, is_produced, sounds)
        SELECT ${COUNTED_BY}, count(*) FROM inserted WHERE status = 'public'
         GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (type, key, bpm, category_id, is_produced) DO UPDATE SET sounds = c.sounds + excluded.sounds;
        INSERT INTO catalogue.search_words (word)
        SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM inserted ORDER BY 1 ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_deleted_public_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM FROM catalogue.public_sound_counts c
          JOIN (SELECT DISTINCT ${COUNTED_BY} FROM deleted WHERE status = 'public') AS d (type, key, bpm, category_id, is_produced)
         USING (type, key, bpm, category_id, is_produced)
         ORDER BY c.type, c.key, c.bpm, c.category_id, c.is_produced FOR NO KEY UPDATE OF c;
        UPDATE catalogue.public_sound_counts c SET sounds = c.sounds - d.sounds
          FROM (SELECT ${COUNTED_BY}, count(*) FROM deleted WHERE status = 'public' GROUP BY 1, 2, 3, 4, 5)
               AS d (type, key, bpm, category_id, is_produced, sounds)
         WHERE (c.type, c.key, c.bpm, c.category_id, c.is_produced) = (d.type, d.key, d.bpm, d.category_id, d.is_produced);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_public_counted_on_insert AFTER INSERT ON catalogue.sounds
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION catalogue.count_inserted_public_sounds()`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_public_counted_on_delete AFTER DELETE ON catalogue.sounds
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION catalogue.count_deleted_public_sounds()`);
    // count_public_sound handles UPDATE as before; remember_search_words only runs for renames now.
    await queryRunner.query(`
      CREATE TRIGGER sounds_count_public AFTER UPDATE OF status, type, key, bpm, category_id, is_produced
        ON catalogue.sounds FOR EACH ROW EXECUTE FUNCTION catalogue.count_public_sound()`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_search_words
        AFTER UPDATE OF name, owner_name, artist_name, drum_kit_name, category_name ON catalogue.sounds
        FOR EACH ROW EXECUTE FUNCTION catalogue.remember_search_words()`);
    await queryRunner.query(taxonomyCounts('inserted', '+'));
    await queryRunner.query(taxonomyCounts('deleted', '-'));
    await enableAllCatalogueTriggers(queryRunner, 'ALWAYS');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await enableAllCatalogueTriggers(queryRunner, '');
    for (const name of ['sounds_public_counted_on_insert', 'sounds_public_counted_on_delete', 'sounds_count_public']) {
      await queryRunner.query(`DROP TRIGGER ${name} ON catalogue.sounds`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.count_inserted_public_sounds()`);
    await queryRunner.query(`DROP FUNCTION catalogue.count_deleted_public_sounds()`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_count_public AFTER INSERT OR DELETE OR UPDATE OF status, type, key, bpm, category_id, is_produced
        ON catalogue.sounds FOR EACH ROW EXECUTE FUNCTION catalogue.count_public_sound()`);
    await queryRunner.query(`DROP TRIGGER sounds_search_words ON catalogue.sounds`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_search_words
        AFTER INSERT OR UPDATE OF name, owner_name, artist_name, drum_kit_name, category_name ON catalogue.sounds
        FOR EACH ROW EXECUTE FUNCTION catalogue.remember_search_words()`);
    // The taxonomy functions keep their ordered locking: it counts the same.
  }
}

/** The taxonomy counts' statement function (taxonomy-sound-counts migration), locking its rows in id order first. */
function taxonomyCounts(rows: 'inserted' | 'deleted', sign: '+' | '-'): string {
  const name = rows === 'inserted' ? 'count_inserted_sounds' : 'count_deleted_sounds';
  return `
    CREATE OR REPLACE FUNCTION catalogue.${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${KINDS.map(
      ([table, column]) => `
      PERFORM FROM catalogue.${table} WHERE id IN (SELECT ${column} FROM ${rows}) ORDER BY id FOR NO KEY UPDATE;
      UPDATE catalogue.${table} t SET sounds_count = t.sounds_count ${sign} n.sounds
        FROM (SELECT ${column} AS id, count(*) AS sounds FROM ${rows} WHERE ${column} IS NOT NULL GROUP BY 1) n
       WHERE t.id = n.id;`,
    ).join('')}
      RETURN NULL;
    END $$`;
}

async function enableAllCatalogueTriggers(queryRunner: QueryRunner, mode: 'ALWAYS' | ''): Promise<void> {
  const triggers: { tgname: string; table: string }[] = await queryRunner.query(`
    SELECT t.tgname, t.tgrelid::regclass::text AS table FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'catalogue' AND NOT t.tgisinternal ORDER BY 2, 1`);
  for (const { tgname, table } of triggers) {
    await queryRunner.query(`ALTER TABLE ${table} ENABLE ${mode} TRIGGER ${tgname}`);
  }
}
