import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tempo and key a listener previews loops in (#18 §1), kept per user so it follows them to
 * another browser and survives signing out. No row: 'Original'.
 */
export class ListeningTuning1795755600000 implements MigrationInterface {
  name = 'ListeningTuning1795755600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.listening_tunings (
        user_id uuid PRIMARY KEY,
        tempo real,
        key text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.listening_tunings`);
  }
}
