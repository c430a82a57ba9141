import type { MigrationInterface, QueryRunner } from 'typeorm';
import { soundCards } from './1795752000000-sound-tempo';

/**
 * A card's waveform as one byte a bar (issue #32: ten million sounds on one disk): `card_levels`,
 * the 200 levels a card draws, scaled to the loudest bar and rounded to twentieths
 * (card-peaks.ts), 204 bytes where `peaks real[]` takes 824. Expand step: the column is added
 * empty (instant, no long lock), sound_cards returns it after its other columns (old pods read by
 * name and ignore it), new code writes both and reads the levels first, and the catalogue's
 * workers fill existing rows in batches (CardLevelsBackfill, through `catalogue.card_levels`, kept
 * for it and the seed; the partial index finds the rows left). Computed as card-peaks.ts does, in
 * float8 with floor(x + 0.5), which is Math.round, from each bar's text as the API reads it (a real's
 * float8 cast differs from the decimal pg hands Node): a card draws the same whichever made its levels.
 * A later release drops `peaks`.
 */
export class CardLevels1795777200000 implements MigrationInterface {
  name = 'CardLevels1795777200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalogue.card_levels(peaks real[]) RETURNS bytea LANGUAGE sql IMMUTABLE STRICT AS $$
        SELECT coalesce(decode(string_agg(lpad(to_hex(
                 CASE WHEN top.loudest > 0 THEN floor(bar.peak / top.loudest * 20 + 0.5)::int ELSE 0 END), 2, '0'),
                 '' ORDER BY bar.position), 'hex'), '\\x'::bytea)
          FROM unnest(peaks::text::float8[]) WITH ORDINALITY AS bar (peak, position),
               (SELECT max(peak) AS loudest FROM unnest(peaks::text::float8[]) AS peak) AS top
      $$`);
    await queryRunner.query(`ALTER TABLE catalogue.audio_files ADD COLUMN card_levels bytea`);
    await queryRunner.query(`
      CREATE INDEX audio_files_card_levels_missing ON catalogue.audio_files (audio_id)
        WHERE card_levels IS NULL AND peaks IS NOT NULL`);
    await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
    await queryRunner.query(soundCards(true, true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
    await queryRunner.query(soundCards(true));
    await queryRunner.query(`DROP INDEX catalogue.audio_files_card_levels_missing`);
    await queryRunner.query(`ALTER TABLE catalogue.audio_files DROP COLUMN card_levels`);
    await queryRunner.query(`DROP FUNCTION catalogue.card_levels(real[])`);
  }
}
