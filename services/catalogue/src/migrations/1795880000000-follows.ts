import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #33 §2: who follows whom, the news a followed producer's new public sound brings each
 * follower (the bell and 'Novidades'), and who asked for the daily e-mail digest.
 * follower_news is keyed by (user, sound): a fan-out run again (a redelivered event) adds nothing.
 */
export class Follows1795880000000 implements MigrationInterface {
  name = 'Follows1795880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.follows (
        follower_id uuid NOT NULL,
        producer_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, producer_id),
        CHECK (follower_id <> producer_id)
      )`);
    // A producer's followers in id order: counted, and walked in batches by the fan-out.
    await queryRunner.query(`CREATE INDEX follows_by_producer ON catalogue.follows (producer_id, follower_id)`);
    await queryRunner.query(`
      CREATE TABLE catalogue.follower_news (
        user_id uuid NOT NULL,
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        producer_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        read_at timestamptz,
        PRIMARY KEY (user_id, sound_id)
      )`);
    await queryRunner.query(`CREATE INDEX follower_news_recent ON catalogue.follower_news (user_id, created_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX follower_news_unread ON catalogue.follower_news (user_id) WHERE read_at IS NULL`,
    );
    // The cascade above looks news up by sound.
    await queryRunner.query(`CREATE INDEX follower_news_by_sound ON catalogue.follower_news (sound_id)`);
    await queryRunner.query(`
      CREATE TABLE catalogue.news_digests (
        user_id uuid PRIMARY KEY,
        subscribed_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.news_digests`);
    await queryRunner.query(`DROP TABLE catalogue.follower_news`);
    await queryRunner.query(`DROP TABLE catalogue.follows`);
  }
}
