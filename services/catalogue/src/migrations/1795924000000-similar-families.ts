import type { MigrationInterface, QueryRunner } from 'typeorm';

/** sync_sound_timbre as migration 1795900000000 wrote it, with or without the family copied. */
const syncSoundTimbre = (withFamily: boolean) => {
  const family = (value: string) => (withFamily ? `, ${value}` : '');
  return `
    CREATE OR REPLACE FUNCTION catalogue.sync_sound_timbre(p_sound uuid) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      found_sound record;
      vector public.cube;
      kept catalogue.sound_timbres%ROWTYPE;
      generations catalogue.timbre_index%ROWTYPE;
    BEGIN
      SELECT s.owner_id, s.status = 'public' AS is_public, s.type, s.tempo IS NOT NULL AS is_loop, s.key, s.bpm,
             s.instrument_family, a.timbre, a.timbre_version
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
               ${family('family = found_sound.instrument_family')}
         WHERE sound_id = p_sound;
        RETURN;
      END IF;
      SELECT * INTO generations FROM catalogue.timbre_index;
      INSERT INTO catalogue.sound_timbres (sound_id, owner_id, public, type, loop, key, bpm, version, vector, cell
                                           ${family('family')})
      VALUES (p_sound, found_sound.owner_id, found_sound.is_public, found_sound.type, found_sound.is_loop,
              found_sound.key, found_sound.bpm, found_sound.timbre_version, vector,
              catalogue.nearest_timbre_cell(coalesce(generations.building_generation, generations.active_generation),
                                            vector)
              ${family('found_sound.instrument_family')})
      ON CONFLICT (sound_id) DO UPDATE SET
        owner_id = EXCLUDED.owner_id, public = EXCLUDED.public, type = EXCLUDED.type, loop = EXCLUDED.loop,
        key = EXCLUDED.key, bpm = EXCLUDED.bpm, version = EXCLUDED.version, vector = EXCLUDED.vector,
        cell = EXCLUDED.cell ${family('family = EXCLUDED.family')};
    END $$`;
};

/** The sounds trigger that keeps sound_timbres, on the columns it copies. */
const soundsTrigger = (columns: string[]) => `
  CREATE TRIGGER sounds_timbre_updated AFTER UPDATE OF ${columns.join(', ')}
    ON catalogue.sounds FOR EACH ROW
    WHEN ((${columns.map((column) => (column === 'tempo' ? 'OLD.tempo IS NULL' : `OLD.${column}`)).join(', ')})
          IS DISTINCT FROM (${columns.map((column) => (column === 'tempo' ? 'NEW.tempo IS NULL' : `NEW.${column}`)).join(', ')}))
    EXECUTE FUNCTION catalogue.sound_timbre_changed()`;
const COPIED = ['status', 'type', 'tempo', 'key', 'bpm', 'audio_id', 'owner_id'];

/**
 * Issue #44, 'Sons parecidos' at a million sounds and search with a sound that knows families.
 *
 * - sound_timbres.family: the sound's instrument_family copied beside its vector (kept by the
 *   same trigger as the other filters), in the cells' covering index, so search with a sound can
 *   rank the sounds of the family media read first without leaving the index.
 * - A sound's timbre added, changed or removed moves catalogue.list_version, as a card's columns
 *   do: 'Sons parecidos' is shared between viewers (SharedSimilarCache) under that version, and a
 *   sound described after its list was kept must show up in it.
 */
export class SimilarFamilies1795924000000 implements MigrationInterface {
  name = 'SimilarFamilies1795924000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.sound_timbres ADD COLUMN family text`);
    await queryRunner.query(`
      UPDATE catalogue.sound_timbres t SET family = s.instrument_family
        FROM catalogue.sounds s WHERE s.id = t.sound_id AND s.instrument_family IS NOT NULL`);
    await queryRunner.query(syncSoundTimbre(true));
    await queryRunner.query(`DROP TRIGGER sounds_timbre_updated ON catalogue.sounds`);
    await queryRunner.query(soundsTrigger([...COPIED, 'instrument_family']));
    await queryRunner.query(`DROP INDEX catalogue.sound_timbres_cells`);
    await queryRunner.query(`
      CREATE INDEX sound_timbres_cells ON catalogue.sound_timbres (version, cell, loop, type)
        INCLUDE (vector, sound_id, key, bpm, family) WHERE public`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER sound_timbres_list_version
        AFTER INSERT OR DELETE OR UPDATE OF vector, version ON catalogue.sound_timbres
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue.bump_list_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER sound_timbres_list_version ON catalogue.sound_timbres`);
    await queryRunner.query(`DROP INDEX catalogue.sound_timbres_cells`);
    await queryRunner.query(`
      CREATE INDEX sound_timbres_cells ON catalogue.sound_timbres (version, cell, loop, type)
        INCLUDE (vector, sound_id, key, bpm) WHERE public`);
    await queryRunner.query(`DROP TRIGGER sounds_timbre_updated ON catalogue.sounds`);
    await queryRunner.query(soundsTrigger(COPIED));
    await queryRunner.query(syncSoundTimbre(false));
    await queryRunner.query(`ALTER TABLE catalogue.sound_timbres DROP COLUMN family`);
  }
}
