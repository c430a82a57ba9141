import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account deleted by its owner (LGPD) keeps its row, anonymised, and when it went: its id
 * stays behind revoked sessions (replayed onto the revocation list after a Redis restart).
 */
export class DeletedAccounts1795920000000 implements MigrationInterface {
  name = 'DeletedAccounts1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.users ADD COLUMN deleted_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.users DROP COLUMN deleted_at`);
  }
}
