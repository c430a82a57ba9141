import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #44: a new descriptor version (timbre v2) is a different space. The cells remember the
 * version their centroids were trained on, so the worker trains new ones once enough sounds carry
 * the newest version (TimbreCells), instead of filing v2 vectors around v1 centroids until the
 * catalogue grows fourfold. Cells built before are of version 1, the only one there was.
 */
export class TimbreCellsVersion1795925000000 implements MigrationInterface {
  name = 'TimbreCellsVersion1795925000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.timbre_index ADD COLUMN trained_version smallint`);
    await queryRunner.query(
      `UPDATE catalogue.timbre_index SET trained_version = 1 WHERE active_generation IS NOT NULL OR building_generation IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.timbre_index DROP COLUMN trained_version`);
  }
}
