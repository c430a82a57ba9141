import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createMessagingTables, dropMessagingTables } from '@sampleteca/messaging';

/** The media schema starts with its outbox and inbox; features add their tables after it. */
export class InitMedia1763740800000 implements MigrationInterface {
  name = 'InitMedia1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createMessagingTables(queryRunner, 'media');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropMessagingTables(queryRunner, 'media');
  }
}
