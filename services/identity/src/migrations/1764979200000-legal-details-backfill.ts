import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts made before user.legal-details-updated existed: one such event each in the outbox,
 * so the distribution service can name them in a contract.
 */
export class LegalDetailsBackfill1764979200000 implements MigrationInterface {
  name = 'LegalDetailsBackfill1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO identity.outbox_events (id, type, envelope)
      SELECT e.id, 'user.legal-details-updated', jsonb_build_object(
               'id', e.id, 'type', 'user.legal-details-updated', 'version', 1,
               'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'producer', 'identity',
               'data', jsonb_build_object('userId', u.id, 'fullName', u.full_name, 'email', u.email,
                                          'cpf', u.cpf, 'cep', u.cep, 'producer', u.producer))
        FROM identity.users u CROSS JOIN LATERAL (SELECT gen_random_uuid() AS id) e`);
  }

  async down(): Promise<void> {
    // Published events cannot be taken back; nothing to undo.
  }
}
