import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tempo and key written in an upload's file name ('Loop_140bpm_Am.wav'): preferred over the analysis. */
export class FileNameHints1795748400000 implements MigrationInterface {
  name = 'FileNameHints1795748400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE media.audio_files ADD COLUMN named_bpm real, ADD COLUMN named_key character varying(4)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE media.audio_files DROP COLUMN named_bpm, DROP COLUMN named_key`);
  }
}
