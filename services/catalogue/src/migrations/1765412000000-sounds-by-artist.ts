import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sounds crediting an artist, found by index: the console counts them per artist, and a
 * rename or merge rewrites them. Without it each of those (and the foreign key's check when a
 * merged artist is deleted) reads the whole sounds table. Categories and drum kits already lead
 * indexes of their own (sounds_by_category, sounds_by_drum_kit).
 */
export class SoundsByArtist1765412000000 implements MigrationInterface {
  name = 'SoundsByArtist1765412000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX sounds_by_artist ON catalogue.sounds (artist_id) WHERE artist_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.sounds_by_artist`);
  }
}
