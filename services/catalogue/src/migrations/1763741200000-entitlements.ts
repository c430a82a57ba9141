import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's plan as billing last published it: downloads of paid sounds check it. */
export class Entitlements1763741200000 implements MigrationInterface {
  name = 'Entitlements1763741200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.entitlements (
        user_id uuid PRIMARY KEY,
        tier text NOT NULL,
        status text NOT NULL,
        current_period_end timestamptz,
        source_occurred_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.entitlements`);
  }
}
