import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a one-time token carries besides its user: the provider an MFA step signs in with, or
 * the new address an e-mail change link confirms.
 */
export class EmailTokenData1795392000000 implements MigrationInterface {
  name = 'EmailTokenData1795392000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.email_tokens ADD COLUMN data jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE identity.email_tokens DROP COLUMN data`);
  }
}
