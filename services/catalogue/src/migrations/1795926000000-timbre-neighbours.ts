import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #46, 'Sons parecidos' 20 at once at a million sounds: each public sound's nearest
 * neighbours, listed by the worker (TimbreNeighbours) after the cells are built, so a request
 * reads one row instead of scanning 32 cells (~26k index tuples).
 *
 * - sound_timbres.changed: a number from sound_timbre_changes, taken when a row is inserted or its
 *   vector, version, publicity, type or kind changes (a cell assigned, a key or BPM copied: no).
 *   A build notes the number it started from (its `mark`): a row changed after the mark was not
 *   seen by the build as it is now, so a request measures those rows itself (few, found through
 *   sound_timbres_changed) and merges them with the list.
 * - timbre_neighbours: one row per public sound listed, its nearest sounds of the same version,
 *   kind and type, nearest first, and the mark of the build that listed it. A list holds for its
 *   sound while the sound's own row has not changed since that mark; it goes with its sound's row.
 *   Distances are not kept: a request measures the listed sounds' vectors as they are now.
 * - timbre_index.neighbours_*: the build in progress (its generation of cells, its mark, the
 *   cells done), so a stopped worker resumes it; neighbours_generation/_built_at: the last one done.
 */
export class TimbreNeighbours1795926000000 implements MigrationInterface {
  name = 'TimbreNeighbours1795926000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE catalogue.sound_timbre_changes`);
    await queryRunner.query(`ALTER TABLE catalogue.sound_timbres ADD COLUMN changed bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.sound_timbre_marked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- The transaction's id first: a build waits for every transaction holding a number up to its mark.
        PERFORM pg_current_xact_id();
        NEW.changed := nextval('catalogue.sound_timbre_changes');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sound_timbres_marked_inserted BEFORE INSERT ON catalogue.sound_timbres
        FOR EACH ROW EXECUTE FUNCTION catalogue.sound_timbre_marked()`);
    await queryRunner.query(`
      CREATE TRIGGER sound_timbres_marked_updated BEFORE UPDATE OF vector, version, public, type, loop
        ON catalogue.sound_timbres FOR EACH ROW
        WHEN ((OLD.vector::text, OLD.version, OLD.public, OLD.type, OLD.loop)
              IS DISTINCT FROM (NEW.vector::text, NEW.version, NEW.public, NEW.type, NEW.loop))
        EXECUTE FUNCTION catalogue.sound_timbre_marked()`);
    // No vectors in it (with them it took 255 MB at a million sounds): the rows newer than a mark
    // are few, their vectors read from the table.
    await queryRunner.query(`
      CREATE INDEX sound_timbres_changed ON catalogue.sound_timbres (version, loop, type, changed) WHERE public`);
    await queryRunner.query(`
      CREATE TABLE catalogue.timbre_neighbours (
        sound_id uuid PRIMARY KEY REFERENCES catalogue.sound_timbres (sound_id) ON DELETE CASCADE,
        mark bigint NOT NULL,
        neighbours uuid[] NOT NULL
      )`);
    await queryRunner.query(`
      ALTER TABLE catalogue.timbre_index
        ADD COLUMN neighbours_building_generation int,
        ADD COLUMN neighbours_mark bigint,
        ADD COLUMN neighbours_done int NOT NULL DEFAULT 0,
        ADD COLUMN neighbours_generation int,
        ADD COLUMN neighbours_built_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalogue.timbre_index
        DROP COLUMN neighbours_building_generation, DROP COLUMN neighbours_mark, DROP COLUMN neighbours_done,
        DROP COLUMN neighbours_generation, DROP COLUMN neighbours_built_at`);
    await queryRunner.query(`DROP TABLE catalogue.timbre_neighbours`);
    await queryRunner.query(`DROP INDEX catalogue.sound_timbres_changed`);
    await queryRunner.query(`DROP TRIGGER sound_timbres_marked_updated ON catalogue.sound_timbres`);
    await queryRunner.query(`DROP TRIGGER sound_timbres_marked_inserted ON catalogue.sound_timbres`);
    await queryRunner.query(`DROP FUNCTION catalogue.sound_timbre_marked()`);
    await queryRunner.query(`ALTER TABLE catalogue.sound_timbres DROP COLUMN changed`);
    await queryRunner.query(`DROP SEQUENCE catalogue.sound_timbre_changes`);
  }
}
