import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Combina com este' (#18 §2) reads the public sounds of one type in a few keys and tempo bands:
 * one range of this index each (type, key, tempo), the sounds without tempo by their BPM range
 * (tempo IS NULL, bpm). The id and the counts ranking them by popularity are included, so a band
 * is read index-only and never visits the table: at a million sounds a close band (±2 %) holds a
 * few hundred to two thousand sounds, read in 1–2 ms.
 * Private sounds are left out (a viewer's own come from sounds_not_public_by_owner).
 */
export class SoundMatching1795759200000 implements MigrationInterface {
  name = 'SoundMatching1795759200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX sounds_matching ON catalogue.sounds (type, key, tempo, bpm)
         INCLUDE (id, likes_count, downloads_count) WHERE status = 'public'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.sounds_matching`);
  }
}
