import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@sampleteca/messaging';

/** The identity schema starts with its outbox and inbox; features add their tables after it. */
export class InitIdentity1763740800000 implements MigrationInterface {
  name = 'InitIdentity1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMessagingTables(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'identity');
  }
}
