import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The public side of identity's profiles, kept from its events so listings never call it. */
export class Profiles1763741000000 implements MigrationInterface {
  name = 'Profiles1763741000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.profiles (
        user_id uuid PRIMARY KEY,
        full_name text NOT NULL,
        avatar_url text,
        producer text,
        facebook_url text,
        instagram_url text,
        youtube_url text,
        tiktok_url text,
        email_confirmed boolean NOT NULL DEFAULT false,
        is_admin boolean NOT NULL DEFAULT false,
        source_occurred_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX profiles_listing ON catalogue.profiles ((avatar_url IS NULL), lower(full_name)) WHERE email_confirmed`,
    );
    await queryRunner.query(`CREATE INDEX profiles_full_name ON catalogue.profiles (lower(full_name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.profiles`);
  }
}
