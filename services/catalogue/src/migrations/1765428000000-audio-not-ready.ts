import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The few files still processing or failed: the console's Sons filters by them, which otherwise
 * joins every sound to its file to find none (30 s at 1 M sounds).
 */
export class AudioNotReady1765428000000 implements MigrationInterface {
  name = 'AudioNotReady1765428000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX audio_files_not_ready ON catalogue.audio_files (status, audio_id) WHERE status <> 'ready'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.audio_files_not_ready`);
  }
}
