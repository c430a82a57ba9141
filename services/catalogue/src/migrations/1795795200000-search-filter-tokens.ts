import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The coarse filters a token names, in token order, with the column each reads. */
const PARTS = [
  ['t', 'type'],
  ['k', 'key'],
  ['b', 'bpm'],
  ['c', 'category::text'],
] as const;

/** Every combination of two or more parts, as one SQL text expression each (NULL when a value is). */
function combinations(): string[] {
  const tokens: string[] = [];
  for (let mask = 1; mask < 1 << PARTS.length; mask++) {
    const chosen = PARTS.filter((_, index) => mask & (1 << index));
    if (chosen.length < 2) continue;
    tokens.push(chosen.map(([label, column], index) => `'${index ? '|' : ''}${label}=' || ${column}`).join(' || '));
  }
  return tokens;
}

/**
 * Text search inside filters (issue #32): 'acapela' + type + key read 23 ms of GIN at a million
 * sounds and 208 at ten. btree_gin kept one posting list per type, key, BPM and category in
 * sounds_search_filtered, and GIN intersected the word's list with each, reading a share of a type's
 * quarter of the catalogue. Here every sound carries one token per combination of two or more of its
 * coarse filters ('t=Beats|k=C', 11 at most), so a search in such a combination intersects the word
 * with the one list of exactly that combination: 0.8 ms at a million. SoundLists builds the same
 * tokens to count a search's matches (sound-list.sql.ts says why a page walks instead). The
 * tokens live only in the index (an expression), not in the rows.
 * Built CONCURRENTLY, so no transaction.
 */
export class SearchFilterTokens1795795200000 implements MigrationInterface {
  name = 'SearchFilterTokens1795795200000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue.filter_tokens(type text, key text, bpm text, category uuid)
        RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT array_remove(ARRAY[${combinations().join(', ')}], NULL) $$`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_search_by_filters`);
    await queryRunner.query(`
      CREATE INDEX CONCURRENTLY sounds_search_by_filters ON catalogue.sounds
        USING gin (search_vector, catalogue.filter_tokens(type, key, bpm, category_id))`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_search_filtered`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_search_filtered`);
    await queryRunner.query(`
      CREATE INDEX CONCURRENTLY sounds_search_filtered ON catalogue.sounds
        USING gin (search_vector, category_id, type, key, bpm)`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_search_by_filters`);
    await queryRunner.query(`DROP FUNCTION catalogue.filter_tokens(text, text, text, uuid)`);
  }
}
