import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every console merge of categories, drum kits or credited artists (#29 §1), so it can be undone
 * for a while: the removed rows as they were (names included, as JSON so a later column comes
 * along) and, per sound, the entry it was moved from. Undo recreates the rows with their ids and
 * moves exactly those sounds back.
 */
export class TaxonomyMerges1795770000000 implements MigrationInterface {
  name = 'TaxonomyMerges1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.taxonomy_merges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('categories', 'drum-kits', 'artists')),
        kept_id uuid NOT NULL,
        kept_name text NOT NULL,
        removed jsonb NOT NULL,
        moved integer NOT NULL,
        merged_by uuid NOT NULL,
        merged_at timestamptz NOT NULL DEFAULT now(),
        undone_by uuid,
        undone_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX taxonomy_merges_recent ON catalogue.taxonomy_merges (kind, merged_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE catalogue.taxonomy_merge_sounds (
        merge_id uuid NOT NULL REFERENCES catalogue.taxonomy_merges (id) ON DELETE CASCADE,
        sound_id uuid NOT NULL,
        from_id uuid NOT NULL,
        PRIMARY KEY (merge_id, sound_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.taxonomy_merge_sounds`);
    await queryRunner.query(`DROP TABLE catalogue.taxonomy_merges`);
  }
}
