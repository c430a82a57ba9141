import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INSTRUMENT_FAMILIES, SOUND_SHAPES } from '@sampleteca/contracts';

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Issue #44: what a sound is, as a musician names it. `instrument_family` and `shape` hold the
 * producer's choice or, until they make one, the analysis' reading; `family_source` says which,
 * so a re-analysis (the backfill) never overwrites what a producer chose. Null: not read yet.
 */
export class SoundFamilies1795921000000 implements MigrationInterface {
  name = 'SoundFamilies1795921000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE catalogue.sounds
        ADD COLUMN instrument_family text NULL CHECK (instrument_family IN (${listed(INSTRUMENT_FAMILIES)})),
        ADD COLUMN shape text NULL CHECK (shape IN (${listed(SOUND_SHAPES)})),
        ADD COLUMN family_source text NULL CHECK (family_source IN ('analysis', 'producer'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE catalogue.sounds DROP COLUMN family_source, DROP COLUMN shape, DROP COLUMN instrument_family`,
    );
  }
}
