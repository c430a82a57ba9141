import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads no sound took are swept after a while: covers now record their sound like audio
 * files do, and the sweep finds candidates by age through partial indexes. Rows already here
 * are marked `predates_sweep` and left alone: media never recorded which sound took a cover,
 * so it cannot tell an abandoned one from one in use.
 */
export class MediaUnusedUploads1765152000000 implements MigrationInterface {
  name = 'MediaUnusedUploads1765152000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['audio_files', 'images']) {
      // Existing rows take true; rows from now on false.
      await queryRunner.query(
        `ALTER TABLE "media"."${table}" ADD COLUMN "predates_sweep" boolean NOT NULL DEFAULT true`,
      );
      await queryRunner.query(`ALTER TABLE "media"."${table}" ALTER COLUMN "predates_sweep" SET DEFAULT false`);
    }
    await queryRunner.query(`ALTER TABLE "media"."images" ADD COLUMN "sound_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "audio_files_unused" ON "media"."audio_files" ("created_at")
        WHERE "sound_id" IS NULL AND NOT "predates_sweep"`,
    );
    await queryRunner.query(
      `CREATE INDEX "images_unused_covers" ON "media"."images" ("created_at")
        WHERE "sound_id" IS NULL AND "purpose" = 'cover' AND NOT "predates_sweep"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "media"."images_unused_covers"`);
    await queryRunner.query(`DROP INDEX "media"."audio_files_unused"`);
    await queryRunner.query(`ALTER TABLE "media"."images" DROP COLUMN "sound_id", DROP COLUMN "predates_sweep"`);
    await queryRunner.query(`ALTER TABLE "media"."audio_files" DROP COLUMN "predates_sweep"`);
  }
}
