import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #34 'Sons parecidos': each sound's timbre vector, found by nearest neighbours.
 *
 * - catalogue.audio_files.timbre / timbre_version: the descriptor media sent for the file (it may
 *   arrive before the sound is saved, or long after, from media's backfill).
 * - catalogue.sound_timbres: one row per sound with a descriptor, the vector as a `cube` and the
 *   columns the neighbour queries filter on copied beside it (kept by triggers on sounds and
 *   audio_files), so a query reads one index and never joins.
 * - Inverted lists (IVF): `cube`'s GiST reads nearly all of a 24–32 dimension index for one
 *   query (~250 ms at a million rows, bench/similarity), so vectors are grouped into cells around
 *   centroids trained by k-means (timbre_cells, built by the worker: TimbreIndexBuilder). A query
 *   ranks the centroids, then reads the vectors of the nearest cells only, index-only through
 *   sound_timbres_cells, and measures exact distances there. A sound whose cell is null (none
 *   trained yet: the catalogue is small) is read by every query.
 * - timbre_index: the generation of cells in use and the one being built. Cell numbers are unique
 *   across generations (generation × 100,000 + n), so while a new generation is assigned row by
 *   row (resuming after `building_after`), each row is in a cell of one or the other and a query
 *   probes both: nothing is missed, and the switch is one row of timbre_index.
 */
export class SoundTimbres1795900000000 implements MigrationInterface {
  name = 'SoundTimbres1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await queryRunner.query(
      `ALTER TABLE catalogue.audio_files ADD COLUMN timbre real[], ADD COLUMN timbre_version smallint`,
    );
    await queryRunner.query(`
      CREATE TABLE catalogue.timbre_index (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        active_generation int,
        building_generation int,
        building_after uuid,
        trained_on int NOT NULL DEFAULT 0,
        built_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO catalogue.timbre_index DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE TABLE catalogue.timbre_cells (
        cell int PRIMARY KEY,
        generation int NOT NULL,
        centroid public.cube NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX timbre_cells_by_generation ON catalogue.timbre_cells (generation)`);
    await queryRunner.query(`
      CREATE TABLE catalogue.sound_timbres (
        sound_id uuid PRIMARY KEY REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL,
        public boolean NOT NULL,
        type text NOT NULL,
        loop boolean NOT NULL,
        key text NOT NULL,
        bpm text NOT NULL,
        version smallint NOT NULL,
        vector public.cube NOT NULL,
        cell int
      )`);
    await queryRunner.query(`
      CREATE INDEX sound_timbres_cells ON catalogue.sound_timbres (version, cell, loop, type)
        INCLUDE (vector, sound_id, key, bpm) WHERE public`);
    await queryRunner.query(
      `CREATE INDEX sound_timbres_not_public_by_owner ON catalogue.sound_timbres (owner_id) WHERE NOT public`,
    );
    await queryRunner.query(`
      CREATE FUNCTION catalogue.nearest_timbre_cell(p_generation int, p_vector public.cube) RETURNS int
        LANGUAGE sql STABLE AS $$
          SELECT cell FROM catalogue.timbre_cells WHERE generation = p_generation
           ORDER BY centroid OPERATOR(public.<->) p_vector LIMIT 1 $$`);
    // The sound's row as its sound and its file say now: removed when either has no descriptor.
    await queryRunner.query(`
      CREATE FUNCTION catalogue.sync_sound_timbre(p_sound uuid) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        found_sound record;
        vector public.cube;
        kept catalogue.sound_timbres%ROWTYPE;
        generations catalogue.timbre_index%ROWTYPE;
      BEGIN
        SELECT s.owner_id, s.status = 'public' AS is_public, s.type, s.tempo IS NOT NULL AS is_loop, s.key, s.bpm,
               a.timbre, a.timbre_version
          INTO found_sound
          FROM catalogue.sounds s JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
         WHERE s.id = p_sound;
        IF NOT FOUND OR found_sound.timbre IS NULL THEN
          DELETE FROM catalogue.sound_timbres WHERE sound_id = p_sound;
          RETURN;
        END IF;
        vector := public.cube(found_sound.timbre::float8[]);
        SELECT * INTO kept FROM catalogue.sound_timbres WHERE sound_id = p_sound;
        IF FOUND AND kept.vector OPERATOR(public.=) vector AND kept.version = found_sound.timbre_version THEN
          UPDATE catalogue.sound_timbres
             SET owner_id = found_sound.owner_id, public = found_sound.is_public, type = found_sound.type,
                 loop = found_sound.is_loop, key = found_sound.key, bpm = found_sound.bpm
           WHERE sound_id = p_sound;
          RETURN;
        END IF;
        SELECT * INTO generations FROM catalogue.timbre_index;
        INSERT INTO catalogue.sound_timbres (sound_id, owner_id, public, type, loop, key, bpm, version, vector, cell)
        VALUES (p_sound, found_sound.owner_id, found_sound.is_public, found_sound.type, found_sound.is_loop,
                found_sound.key, found_sound.bpm, found_sound.timbre_version, vector,
                catalogue.nearest_timbre_cell(coalesce(generations.building_generation, generations.active_generation),
                                              vector))
        ON CONFLICT (sound_id) DO UPDATE SET
          owner_id = EXCLUDED.owner_id, public = EXCLUDED.public, type = EXCLUDED.type, loop = EXCLUDED.loop,
          key = EXCLUDED.key, bpm = EXCLUDED.bpm, version = EXCLUDED.version, vector = EXCLUDED.vector,
          cell = EXCLUDED.cell;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.sound_timbre_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM catalogue.sync_sound_timbre(NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_timbre_inserted AFTER INSERT ON catalogue.sounds
        FOR EACH ROW EXECUTE FUNCTION catalogue.sound_timbre_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_timbre_updated AFTER UPDATE OF status, type, tempo, key, bpm, audio_id, owner_id
        ON catalogue.sounds FOR EACH ROW
        WHEN ((OLD.status, OLD.type, OLD.tempo IS NULL, OLD.key, OLD.bpm, OLD.audio_id, OLD.owner_id)
              IS DISTINCT FROM (NEW.status, NEW.type, NEW.tempo IS NULL, NEW.key, NEW.bpm, NEW.audio_id, NEW.owner_id))
        EXECUTE FUNCTION catalogue.sound_timbre_changed()`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.audio_timbre_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM catalogue.sync_sound_timbre(s.id) FROM catalogue.sounds s WHERE s.audio_id = NEW.audio_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audio_files_timbre_changed AFTER UPDATE OF timbre, timbre_version ON catalogue.audio_files
        FOR EACH ROW WHEN ((OLD.timbre, OLD.timbre_version) IS DISTINCT FROM (NEW.timbre, NEW.timbre_version))
        EXECUTE FUNCTION catalogue.audio_timbre_changed()`);
    // A file's row may be written after its sound was saved (the wizard saves before processing ends).
    await queryRunner.query(`
      CREATE TRIGGER audio_files_timbre_inserted AFTER INSERT ON catalogue.audio_files
        FOR EACH ROW WHEN (NEW.timbre IS NOT NULL) EXECUTE FUNCTION catalogue.audio_timbre_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audio_files_timbre_inserted ON catalogue.audio_files`);
    await queryRunner.query(`DROP TRIGGER audio_files_timbre_changed ON catalogue.audio_files`);
    await queryRunner.query(`DROP TRIGGER sounds_timbre_updated ON catalogue.sounds`);
    await queryRunner.query(`DROP TRIGGER sounds_timbre_inserted ON catalogue.sounds`);
    await queryRunner.query(`DROP FUNCTION catalogue.audio_timbre_changed()`);
    await queryRunner.query(`DROP FUNCTION catalogue.sound_timbre_changed()`);
    await queryRunner.query(`DROP FUNCTION catalogue.sync_sound_timbre(uuid)`);
    await queryRunner.query(`DROP FUNCTION catalogue.nearest_timbre_cell(int, public.cube)`);
    await queryRunner.query(`DROP TABLE catalogue.sound_timbres`);
    await queryRunner.query(`DROP TABLE catalogue.timbre_cells`);
    await queryRunner.query(`DROP TABLE catalogue.timbre_index`);
    await queryRunner.query(`ALTER TABLE catalogue.audio_files DROP COLUMN timbre, DROP COLUMN timbre_version`);
  }
}
