import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * #29 §4: any signed-in user can create a category, and junk names reached everyone's chips and
 * genre lists. A category now shows to others once a public sound uses it or an administrator
 * accepts it (`accepted`). Those without a creator (made by the platform) count as accepted.
 */
export class CategoryAcceptance1795762800000 implements MigrationInterface {
  name = 'CategoryAcceptance1795762800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.categories ADD COLUMN accepted boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE catalogue.categories SET accepted = true WHERE created_by IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.categories DROP COLUMN accepted`);
  }
}
