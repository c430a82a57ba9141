import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #43: names compared as a person reads them. 'walkcat pagode' and 'Walkcat Pagode.' (or
 * 'Lo-fi', 'lo fi' and 'LOFI') are one name: catalogue.name_key folds case and accents
 * (catalogue.fold) and drops everything but letters and digits. A name of signs alone keeps its
 * folded self, so two such names are not all one.
 *
 * Creating a category, drum kit (per owner) or credited artist whose key exists resolves to the
 * existing entry, and the console's 'Só possíveis duplicatas' groups entries by it; the indexes
 * serve the creation's look-up. Not unique: entries created before this may share a key, and
 * an administrator merges them ('Unir duplicatas').
 */
export class NameKeys1795911000000 implements MigrationInterface {
  name = 'NameKeys1795911000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION catalogue.name_key(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT coalesce(nullif(regexp_replace(catalogue.fold($1), '[^[:alnum:]]+', '', 'g'), ''), catalogue.fold($1)) $$`);
    await queryRunner.query(`CREATE INDEX categories_by_name_key ON catalogue.categories (catalogue.name_key(name))`);
    await queryRunner.query(
      `CREATE INDEX drum_kits_by_owner_name_key ON catalogue.drum_kits (owner_id, catalogue.name_key(name))`,
    );
    await queryRunner.query(`CREATE INDEX artists_by_name_key ON catalogue.artists (catalogue.name_key(name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.artists_by_name_key`);
    await queryRunner.query(`DROP INDEX catalogue.drum_kits_by_owner_name_key`);
    await queryRunner.query(`DROP INDEX catalogue.categories_by_name_key`);
    await queryRunner.query(`DROP FUNCTION catalogue.name_key(text)`);
  }
}
