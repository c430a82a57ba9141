import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@sampleteca/messaging';

/** The catalogue schema starts with its outbox and inbox; features add their tables after it. */
export class InitCatalogue1763740800000 implements MigrationInterface {
  name = 'InitCatalogue1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMessagingTables(queryRunner, 'catalogue');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'catalogue');
  }
}
