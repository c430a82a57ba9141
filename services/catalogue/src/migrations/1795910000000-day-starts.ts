import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #43: 'Meu painel' counts what a person did by the end of a day, not each click. A like
 * (or a follow) changed today keeps the state it had when the day began; the day's counters hold
 * the difference between that and the state now (one like that stands, an unlike of an earlier
 * like, or nothing), so liking and unliking twenty times moves nothing. Only today's rows matter:
 * the purger drops older ones, as it drops old preview plays (kept only to count a play once a day).
 * No foreign keys: a deleted sound's or account's row is dropped with the day.
 */
export class DayStarts1795910000000 implements MigrationInterface {
  name = 'DayStarts1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.like_day_starts (
        user_id uuid NOT NULL,
        sound_id uuid NOT NULL,
        day date NOT NULL,
        liked boolean NOT NULL,
        PRIMARY KEY (user_id, sound_id, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE catalogue.follow_day_starts (
        follower_id uuid NOT NULL,
        producer_id uuid NOT NULL,
        day date NOT NULL,
        following boolean NOT NULL,
        PRIMARY KEY (follower_id, producer_id, day)
      )`);
    // The purger's range: everything before yesterday.
    await queryRunner.query(`CREATE INDEX like_day_starts_by_day ON catalogue.like_day_starts (day)`);
    await queryRunner.query(`CREATE INDEX follow_day_starts_by_day ON catalogue.follow_day_starts (day)`);
    await queryRunner.query(`CREATE INDEX preview_plays_by_day ON catalogue.preview_plays (day)`);
    // A deleted account's plays, found by listener.
    await queryRunner.query(`CREATE INDEX preview_plays_by_listener ON catalogue.preview_plays (listener_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.preview_plays_by_listener`);
    await queryRunner.query(`DROP INDEX catalogue.preview_plays_by_day`);
    await queryRunner.query(`DROP TABLE catalogue.follow_day_starts`);
    await queryRunner.query(`DROP TABLE catalogue.like_day_starts`);
  }
}
