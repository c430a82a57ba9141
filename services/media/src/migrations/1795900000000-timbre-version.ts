import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #34: which version of the timbre descriptor a ready file was described with (null: none
 * yet, processed before descriptors existed). Processing sets it, also when the audio was too
 * short or silent to describe; the timbre backfill describes the rest, oldest version first,
 * through the partial index (a file being described is locked, others go on).
 */
export class TimbreVersion1795900000000 implements MigrationInterface {
  name = 'TimbreVersion1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE media.audio_files ADD COLUMN timbre_version smallint`);
    await queryRunner.query(`
      CREATE INDEX audio_files_by_timbre_version ON media.audio_files ((coalesce(timbre_version, 0)), id)
        WHERE status = 'ready' AND deleted_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX media.audio_files_by_timbre_version`);
    await queryRunner.query(`ALTER TABLE media.audio_files DROP COLUMN timbre_version`);
  }
}
