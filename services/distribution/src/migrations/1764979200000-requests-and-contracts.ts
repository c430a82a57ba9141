import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requests and e-contracts, with the projections they need from identity (parties) and the
 * catalogue (sounds). At most one open (pending or approved) request per sound.
 */
export class RequestsAndContracts1764979200000 implements MigrationInterface {
  name = 'RequestsAndContracts1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE distribution.parties (
        user_id uuid PRIMARY KEY,
        full_name text NOT NULL,
        email text NOT NULL DEFAULT '',
        avatar_url text,
        cpf text,
        cep text,
        producer text,
        profile_at timestamptz,
        legal_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE distribution.sounds (
        sound_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        audio_id uuid NOT NULL,
        image_url text,
        artist_name text,
        is_produced boolean NOT NULL,
        review_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        deleted_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE distribution.contracts (
        id uuid PRIMARY KEY,
        sound_id uuid NOT NULL,
        user_id uuid NOT NULL,
        status text NOT NULL
          CHECK (status IN ('creating', 'pending', 'signed', 'refused', 'expired', 'abandoned', 'cancelled')),
        template_id text NOT NULL,
        provider_token text UNIQUE,
        sign_url text,
        outcome text CHECK (outcome IN ('requested', 'already-requested')),
        request_id uuid,
        signed_file_stored boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        signed_at timestamptz,
        ended_at timestamptz,
        last_polled_at timestamptz,
        poll_error text
      )`);
    await queryRunner.query(`CREATE INDEX contracts_sound ON distribution.contracts (sound_id)`);
    await queryRunner.query(`
      CREATE TABLE distribution.contract_parties (
        contract_id uuid NOT NULL REFERENCES distribution.contracts (id) ON DELETE CASCADE,
        role text NOT NULL,
        user_id uuid NOT NULL,
        full_name text NOT NULL,
        email text NOT NULL,
        cpf text NOT NULL,
        cep text NOT NULL,
        producer text NOT NULL,
        PRIMARY KEY (contract_id, role)
      )`);
    await queryRunner.query(`
      CREATE TABLE distribution.signed_documents (
        contract_id uuid PRIMARY KEY REFERENCES distribution.contracts (id) ON DELETE CASCADE,
        content bytea NOT NULL,
        bytes integer NOT NULL,
        sha256 text NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE distribution.requests (
        id uuid PRIMARY KEY,
        sound_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('publication', 'distribution')),
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'cancelled')),
        contract_id uuid REFERENCES distribution.contracts (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by uuid
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX requests_one_open_per_sound ON distribution.requests (sound_id)
        WHERE status IN ('pending', 'approved')`,
    );
    await queryRunner.query(
      `CREATE INDEX requests_pending ON distribution.requests (created_at DESC, id) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX requests_by_user ON distribution.requests (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['requests', 'signed_documents', 'contract_parties', 'contracts', 'sounds', 'parties']) {
      await queryRunner.query(`DROP TABLE distribution.${table}`);
    }
  }
}
