import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@sampleteca/messaging';

/** The billing schema starts with its outbox and inbox; features add their tables after it. */
export class InitBilling1763740800000 implements MigrationInterface {
  name = 'InitBilling1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMessagingTables(queryRunner, 'billing');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'billing');
  }
}
