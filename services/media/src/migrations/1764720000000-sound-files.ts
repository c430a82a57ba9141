import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files kept by a catalogue sound (sound.created) and files whose sound was deleted
 * (sound.deleted): those rows stay, marked, until nothing refers to their objects.
 */
export class MediaSoundFiles1764720000000 implements MigrationInterface {
  name = 'MediaSoundFiles1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media"."audio_files" ADD COLUMN "sound_id" uuid, ADD COLUMN "deleted_at" timestamptz`,
    );
    await queryRunner.query(
      `CREATE INDEX "audio_files_sound_id" ON "media"."audio_files" ("sound_id") WHERE "sound_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "media"."images" ADD COLUMN "deleted_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "media"."images" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`DROP INDEX "media"."audio_files_sound_id"`);
    await queryRunner.query(`ALTER TABLE "media"."audio_files" DROP COLUMN "deleted_at", DROP COLUMN "sound_id"`);
  }
}
