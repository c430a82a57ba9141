import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audio rows may share stored objects (the bench seed points a million sounds at a few dozen
 * processed files): a deleted sound's objects go only when no live row names them, which
 * these indexes answer without a scan.
 */
export class MediaSharedAudioObjects1766016000000 implements MigrationInterface {
  name = 'MediaSharedAudioObjects1766016000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "audio_files_original_key_live" ON "media"."audio_files" ("original_key") WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "audio_files_preview_key_live" ON "media"."audio_files" ("preview_key") WHERE "deleted_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."audio_files_preview_key_live"`);
    await queryRunner.query(`DROP INDEX "media"."audio_files_original_key_live"`);
  }
}
