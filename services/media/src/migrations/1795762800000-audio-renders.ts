import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The renderings of an audio file in a listener's tempo and key (#18 §1), one row per stored
 * object: storage cannot list a folder, so this is how a deleted sound's renderings are found.
 */
export class AudioRenders1795762800000 implements MigrationInterface {
  name = 'AudioRenders1795762800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE media.audio_renders (
        audio_id uuid NOT NULL,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (audio_id, storage_key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE media.audio_renders`);
  }
}
