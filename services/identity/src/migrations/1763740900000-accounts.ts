import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: users and their profile, sign-in methods, sessions, e-mail tokens and MFA factors. */
export class Accounts1763740900000 implements MigrationInterface {
  name = 'Accounts1763740900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        email_confirmed_at timestamptz,
        password_hash text,
        full_name text NOT NULL,
        phone text,
        cpf text,
        cep text,
        producer text,
        facebook_url text,
        instagram_url text,
        youtube_url text,
        tiktok_url text,
        avatar_url text,
        permission text CHECK (permission IN ('admin')),
        provider text NOT NULL DEFAULT 'email',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_unique ON identity.users (lower(email))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_cpf_unique ON identity.users (cpf) WHERE cpf IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX users_full_name_search ON identity.users (lower(full_name))`);
    await queryRunner.query(`
      CREATE TABLE identity.identities (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        subject text NOT NULL,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, subject)
      )`);
    await queryRunner.query(`CREATE INDEX identities_user ON identity.identities (user_id)`);
    await queryRunner.query(`
      CREATE TABLE identity.sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user ON identity.sessions (user_id) WHERE revoked_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE identity.refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES identity.sessions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_session ON identity.refresh_tokens (session_id)`);
    await queryRunner.query(`
      CREATE TABLE identity.email_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        purpose text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX email_tokens_user ON identity.email_tokens (user_id, purpose)`);
    await queryRunner.query(`
      CREATE TABLE identity.factors (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        friendly_name text NOT NULL,
        factor_type text NOT NULL DEFAULT 'totp',
        issuer text NOT NULL,
        secret text NOT NULL,
        status text NOT NULL DEFAULT 'unverified',
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX factors_user ON identity.factors (user_id)`);
    await queryRunner.query(`
      CREATE TABLE identity.factor_challenges (
        id uuid PRIMARY KEY,
        factor_id uuid NOT NULL REFERENCES identity.factors (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        verified_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'factor_challenges',
      'factors',
      'email_tokens',
      'refresh_tokens',
      'sessions',
      'identities',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE identity.${table}`);
    }
  }
}
