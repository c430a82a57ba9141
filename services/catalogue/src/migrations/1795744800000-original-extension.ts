import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The extension of a sound's file as uploaded (wav, aif, flac…), from media.processed: a download
 * offers the original beside the MP3. Null for files processed before media said it (MP3 only).
 */
export class OriginalExtension1795744800000 implements MigrationInterface {
  name = 'OriginalExtension1795744800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.audio_files ADD COLUMN original_extension text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.audio_files DROP COLUMN original_extension`);
  }
}
