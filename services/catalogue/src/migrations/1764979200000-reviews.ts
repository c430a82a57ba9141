import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a sound stands in review (the distribution service's requests, projected from its
 * events): pending, approved (public) or cancelled. `review_version` is the newest event applied,
 * so an older event arriving late changes nothing. Metadata-only on a large table.
 */
export class Reviews1764979200000 implements MigrationInterface {
  name = 'Reviews1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalogue.sounds
        ADD COLUMN review_status text CHECK (review_status IN ('pending', 'approved', 'cancelled')),
        ADD COLUMN review_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.sounds DROP COLUMN review_status, DROP COLUMN review_version`);
  }
}
