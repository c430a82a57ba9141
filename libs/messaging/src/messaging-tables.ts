import type { QueryRunner } from 'typeorm';

/**
 * The outbox and inbox tables every service keeps in its own schema. A service's first
 * migration calls these, so a service gets them with its schema.
 */
export async function createMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "${schema}"."outbox_events" (
      "position" bigserial PRIMARY KEY,
      "id" uuid NOT NULL UNIQUE,
      "type" text NOT NULL,
      "envelope" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz,
      "attempts" integer NOT NULL DEFAULT 0,
      "last_error" text
    )`);
  await queryRunner.query(
    `CREATE INDEX "outbox_events_unpublished" ON "${schema}"."outbox_events" ("position") WHERE "published_at" IS NULL`,
  );
  await queryRunner.query(`
    CREATE TABLE "${schema}"."inbox_events" (
      "event_id" uuid NOT NULL,
      "handler" text NOT NULL,
      "type" text NOT NULL,
      "handled_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("event_id", "handler")
    )`);
}

export async function dropMessagingTables(queryRunner: QueryRunner, schema: string): Promise<void> {
  await queryRunner.query(`DROP TABLE "${schema}"."inbox_events"`);
  await queryRunner.query(`DROP TABLE "${schema}"."outbox_events"`);
}
