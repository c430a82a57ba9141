import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stripe customers per user, the spec's subscription record, webhook dedupe and entitlements. */
export class Subscriptions1763741100000 implements MigrationInterface {
  name = 'Subscriptions1763741100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE billing.customers (
        user_id uuid PRIMARY KEY,
        stripe_customer_id text NOT NULL UNIQUE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE billing.subscriptions (
        id text PRIMARY KEY,
        user_id uuid NOT NULL,
        status text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        price_id text NOT NULL,
        tier text NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL,
        current_period_start timestamptz,
        current_period_end timestamptz,
        ended_at timestamptz,
        cancel_at timestamptz,
        canceled_at timestamptz,
        trial_start timestamptz,
        trial_end timestamptz,
        quantity integer NOT NULL DEFAULT 1,
        synced_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX subscriptions_user ON billing.subscriptions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE billing.webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE billing.entitlements (
        user_id uuid PRIMARY KEY,
        tier text NOT NULL,
        status text NOT NULL,
        subscription_id text,
        current_period_end timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['entitlements', 'webhook_events', 'subscriptions', 'customers']) {
      await queryRunner.query(`DROP TABLE billing.${table}`);
    }
  }
}
