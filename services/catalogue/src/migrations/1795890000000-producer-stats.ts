import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #33 §4 'Meu painel': counters bumped in the transaction of the fact they count (a like, a
 * served download, a follow, a preview play), so the dashboard reads a few rows per day instead of
 * scanning likes and downloads. owner_id is copied onto the sound's rows so a producer's numbers
 * are one index range (sounds never change owner). Days are UTC dates.
 */
export class ProducerStats1795890000000 implements MigrationInterface {
  name = 'ProducerStats1795890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.sound_daily_counts (
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        day date NOT NULL,
        owner_id uuid NOT NULL,
        plays int NOT NULL DEFAULT 0,
        likes int NOT NULL DEFAULT 0,
        unlikes int NOT NULL DEFAULT 0,
        downloads_mp3 int NOT NULL DEFAULT 0,
        downloads_original int NOT NULL DEFAULT 0,
        downloads_tuned int NOT NULL DEFAULT 0,
        PRIMARY KEY (sound_id, day)
      )`);
    await queryRunner.query(`CREATE INDEX sound_daily_counts_by_owner ON catalogue.sound_daily_counts (owner_id, day)`);
    await queryRunner.query(`
      CREATE TABLE catalogue.producer_daily_followers (
        producer_id uuid NOT NULL,
        day date NOT NULL,
        gained int NOT NULL DEFAULT 0,
        lost int NOT NULL DEFAULT 0,
        PRIMARY KEY (producer_id, day)
      )`);
    // A play counts once per listener, sound and day: replaying or resuming adds nothing.
    await queryRunner.query(`
      CREATE TABLE catalogue.preview_plays (
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        listener_id uuid NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (sound_id, listener_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.preview_plays`);
    await queryRunner.query(`DROP TABLE catalogue.producer_daily_followers`);
    await queryRunner.query(`DROP TABLE catalogue.sound_daily_counts`);
  }
}
