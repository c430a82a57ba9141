import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@sampleteca/messaging';

/** The distribution schema starts with its outbox and inbox; features add their tables after it. */
export class InitDistribution1763740800000 implements MigrationInterface {
  name = 'InitDistribution1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMessagingTables(queryRunner, 'distribution');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'distribution');
  }
}
