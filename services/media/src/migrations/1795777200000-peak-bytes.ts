import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Peaks one byte each (peak-bytes.ts) where jsonb keeps them as text: `peak_bytes`, 800 bytes a
 * file where `peaks` takes ~2.1 KB (issue #32: ten million sounds on one disk). Expand step: the
 * column is added empty (instant), new code writes both and reads the bytes first, and media's
 * workers fill existing rows in batches (PeakBytesBackfill, through `media.peak_bytes`, kept for it
 * and the seed; the partial index finds the rows left); computed in float8 with floor(x + 0.5), which is
 * Math.round, so PostgreSQL's bytes are the ones Node would write. A later release drops `peaks`.
 */
export class PeakBytes1795777200000 implements MigrationInterface {
  name = 'PeakBytes1795777200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION media.peak_bytes(peaks jsonb) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
        SELECT coalesce(decode(string_agg(
                 lpad(to_hex(least(255, greatest(0, floor((peak #>> '{}')::float8 * 255 + 0.5)))::int), 2, '0'),
                 '' ORDER BY position), 'hex'), '\\x'::bytea)
          FROM jsonb_array_elements(peaks) WITH ORDINALITY AS bar (peak, position)
      $$`);
    await queryRunner.query(`ALTER TABLE media.audio_files ADD COLUMN peak_bytes bytea`);
    await queryRunner.query(`
      CREATE INDEX audio_files_peak_bytes_missing ON media.audio_files (id)
        WHERE peak_bytes IS NULL AND peaks IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX media.audio_files_peak_bytes_missing`);
    await queryRunner.query(`ALTER TABLE media.audio_files DROP COLUMN peak_bytes`);
    await queryRunner.query(`DROP FUNCTION media.peak_bytes(jsonb)`);
  }
}
