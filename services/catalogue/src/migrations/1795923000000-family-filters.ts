import type { MigrationInterface, QueryRunner } from 'typeorm';
import { soundCards } from './1795752000000-sound-tempo';

/** The list indexes of the two tags (#44): newest first within a family or a shape, as the others (slim-list-indexes). */
const FAMILY_INDEXES = [
  ['by_family', 'instrument_family', 'shape'],
  ['by_shape', 'shape', 'instrument_family'],
] as const;
const COVERED = 'status, owner_id, type, key, bpm, is_produced';

/**
 * Sounds tagged by how they sound, shown and filtered (#44), on the sound-families columns:
 * - catalogue.audio_files.reading_*: media's reading of the upload (media.processed, and the
 *   timbre backfill's media.audio.described), kept with the file so the wizard can offer it as
 *   chips before any sound names the file, and a sound saved without a choice can take it;
 *   reading_at says when (a file read as nothing has one too): the backfill's progress.
 * - sound_cards returns instrument_family, shape and family_source last; a change to either tag
 *   retires the cached shared pages (the list-version migration).
 * - One list index per tag, partial (untagged sounds are not in it), so a family or a shape walks
 *   its own newest first as type and key do. Built CONCURRENTLY: no transaction for those, and
 *   each step can run again after an interrupted build; the function swap has its own transaction.
 */
export class FamilyFilters1795923000000 implements MigrationInterface {
  name = 'FamilyFilters1795923000000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalogue.audio_files
        ADD COLUMN IF NOT EXISTS reading_family text,
        ADD COLUMN IF NOT EXISTS reading_family_confidence real,
        ADD COLUMN IF NOT EXISTS reading_shape text,
        ADD COLUMN IF NOT EXISTS reading_at timestamptz`);
    await inTransaction(queryRunner, async () => {
      await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
      await queryRunner.query(soundCards(true, true, true));
      await queryRunner.query(`DROP TRIGGER IF EXISTS sounds_families_list_version ON catalogue.sounds`);
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER sounds_families_list_version AFTER UPDATE OF instrument_family, shape
          ON catalogue.sounds DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue.bump_list_version()`);
    });
    for (const [name, column, other] of FAMILY_INDEXES) {
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_${name}`);
      await queryRunner.query(`
        CREATE INDEX CONCURRENTLY sounds_${name} ON catalogue.sounds (${column}, created_at, id)
          INCLUDE (${COVERED}, ${other}) WHERE ${column} IS NOT NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of FAMILY_INDEXES)
      await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_${name}`);
    await inTransaction(queryRunner, async () => {
      await queryRunner.query(`DROP TRIGGER IF EXISTS sounds_families_list_version ON catalogue.sounds`);
      await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
      await queryRunner.query(soundCards(true, true));
    });
    await queryRunner.query(`
      ALTER TABLE catalogue.audio_files
        DROP COLUMN IF EXISTS reading_family,
        DROP COLUMN IF EXISTS reading_family_confidence,
        DROP COLUMN IF EXISTS reading_shape,
        DROP COLUMN IF EXISTS reading_at`);
  }
}

/** Readers never see sound_cards missing between its drop and its new definition. */
async function inTransaction(queryRunner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await queryRunner.startTransaction();
  try {
    await work();
    await queryRunner.commitTransaction();
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}
