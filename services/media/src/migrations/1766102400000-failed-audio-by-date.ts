import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed files by upload date: the console's dashboard counts the last 30 days' failures every
 * minute it is open, which otherwise reads every file media ever stored (4.8 s at 1 M).
 */
export class MediaFailedAudioByDate1766102400000 implements MigrationInterface {
  name = 'MediaFailedAudioByDate1766102400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX audio_files_failed ON media.audio_files (created_at) WHERE status = 'failed'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX media.audio_files_failed`);
  }
}
