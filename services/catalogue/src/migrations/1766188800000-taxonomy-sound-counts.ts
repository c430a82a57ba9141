import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables that count their sounds, by the column of catalogue.sounds that points at them. */
export const KINDS = [
  ['categories', 'category_id'],
  ['drum_kits', 'drum_kit_id'],
  ['artists', 'artist_id'],
] as const;

/**
 * How many sounds (any status) each category, drum kit and credited artist has, kept by
 * triggers on catalogue.sounds: the console's lists read it instead of counting a category's
 * hundreds of thousands of sounds per row (3–4 s a page at 1 M sounds). Inserts and deletes
 * are counted per statement (a seed's batch is one update per entry, not one per sound);
 * a sound moved to another entry (edit, rename, merge) per row.
 */
export class TaxonomySoundCounts1766188800000 implements MigrationInterface {
  name = 'TaxonomySoundCounts1766188800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of KINDS) {
      await queryRunner.query(`ALTER TABLE catalogue.${table} ADD COLUMN sounds_count integer NOT NULL DEFAULT 0`);
    }
    const shift = (rows: string, sign: '+' | '-') =>
      KINDS.map(
        ([table, column]) => `
        UPDATE catalogue.${table} t SET sounds_count = t.sounds_count ${sign} n.sounds
          FROM (SELECT ${column} AS id, count(*) AS sounds FROM ${rows} WHERE ${column} IS NOT NULL GROUP BY 1) n
         WHERE t.id = n.id;`,
      ).join('');
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_inserted_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${shift('inserted', '+')} RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_deleted_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${shift('deleted', '-')} RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_moved_sound() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${KINDS.map(
          ([table, column]) => `
        IF OLD.${column} IS DISTINCT FROM NEW.${column} THEN
          UPDATE catalogue.${table} SET sounds_count = sounds_count - 1 WHERE id = OLD.${column};
          UPDATE catalogue.${table} SET sounds_count = sounds_count + 1 WHERE id = NEW.${column};
        END IF;`,
        ).join('')}
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_counted_on_insert AFTER INSERT ON catalogue.sounds
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION catalogue.count_inserted_sounds()`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_counted_on_delete AFTER DELETE ON catalogue.sounds
        REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION catalogue.count_deleted_sounds()`);
    // Only updates of these columns: likes and downloads update sounds all the time.
    await queryRunner.query(`
      CREATE TRIGGER sounds_counted_on_move AFTER UPDATE OF category_id, drum_kit_id, artist_id ON catalogue.sounds
        FOR EACH ROW EXECUTE FUNCTION catalogue.count_moved_sound()`);
    for (const [table, column] of KINDS) {
      await queryRunner.query(`
        UPDATE catalogue.${table} t SET sounds_count = n.sounds
          FROM (SELECT ${column} AS id, count(*) AS sounds FROM catalogue.sounds WHERE ${column} IS NOT NULL GROUP BY 1) n
         WHERE t.id = n.id`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['sounds_counted_on_insert', 'sounds_counted_on_delete', 'sounds_counted_on_move'])
      await queryRunner.query(`DROP TRIGGER ${name} ON catalogue.sounds`);
    for (const name of ['count_inserted_sounds', 'count_deleted_sounds', 'count_moved_sound'])
      await queryRunner.query(`DROP FUNCTION catalogue.${name}()`);
    for (const [table] of KINDS) await queryRunner.query(`ALTER TABLE catalogue.${table} DROP COLUMN sounds_count`);
  }
}
