import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail recorded in PostgreSQL before it is queued, so a Redis that loses its jobs loses no mail. */
export class OutgoingMail1795737600000 implements MigrationInterface {
  name = 'OutgoingMail1795737600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.outgoing_mail (
        id uuid PRIMARY KEY,
        message jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        failed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX outgoing_mail_waiting ON identity.outgoing_mail (created_at) WHERE failed_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE identity.outgoing_mail`);
  }
}
