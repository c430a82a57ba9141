import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SEARCH_SYNONYMS } from '../browse/sound-lists/search-reading/search-vocabulary';

/** How many whole words a typed prefix may stand for (as the search-words migration). */
const MAX_EXPANSIONS = 16;
/** At most this many words a typo may stand for, nearest first. */
const MAX_TYPOS = 8;

const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

/**
 * Issue #44: a search that understands what a musician types.
 * - catalogue.search_synonyms: the words for each instrument family and kind of sound
 *   ('bumbo' → kick, 'acapella' → Acapelas), read by the search (SearchWordsService); a word may
 *   mean a family and a kind at once ('vocal').
 * - catalogue.search_term_words(token): what one typed word stands for in the catalogue's words:
 *   whether it is one, the words it begins (as search_words_query), and, when it begins none,
 *   the words one or two letters away (pg_trgm finds candidates in search_words, fuzzystrmatch's
 *   levenshtein keeps those within 1 letter, 2 from 8 letters on): 'tamborzai' → 'tamborzao'.
 *   The typos stay words, so the search still streams from the search_vector GIN.
 * - Indexes for what a search now narrows by: the family (with the newest first, as the list
 *   indexes) and the exact tempo. Built CONCURRENTLY on a live catalogue, so no transaction.
 */
export class MusicianSearch1795922000000 implements MigrationInterface {
  name = 'MusicianSearch1795922000000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await queryRunner.query(`
      CREATE TABLE catalogue.search_synonyms (
        word text NOT NULL CHECK (word = catalogue.fold(word) AND length(word) BETWEEN 1 AND 40),
        family text NULL,
        type text NULL CHECK (type IN ('Samples', 'Acapelas', 'Beats', 'Melody')),
        CHECK ((family IS NULL) <> (type IS NULL)),
        UNIQUE NULLS NOT DISTINCT (word, family, type)
      )`);
    const rows = DEFAULT_SEARCH_SYNONYMS.map(
      ({ word, family, type }) => `(${literal(word)}, ${literal(family)}, ${literal(type)})`,
    );
    await queryRunner.query(`INSERT INTO catalogue.search_synonyms (word, family, type) VALUES ${rows.join(', ')}`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS search_words_trgm ON catalogue.search_words USING gin (word gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue.search_term_words(token text)
        RETURNS TABLE (exact boolean, prefixes text[], typos text[])
        LANGUAGE sql STABLE PARALLEL SAFE STRICT
        AS $$
          SELECT token = ANY (p.words),
                 CASE WHEN cardinality(p.words) <= ${MAX_EXPANSIONS} THEN p.words END,
                 CASE WHEN cardinality(p.words) = 0 AND length(token) >= 4 THEN ARRAY(
                   SELECT t.word FROM (
                     SELECT w.word, public.levenshtein(w.word, token) AS distance FROM catalogue.search_words w
                      WHERE w.word OPERATOR(public.%) token
                        AND length(w.word) BETWEEN length(token) - 2 AND length(token) + 2
                   ) AS t
                    WHERE t.distance <= CASE WHEN length(token) >= 8 THEN 2 ELSE 1 END
                    ORDER BY t.distance, t.word LIMIT ${MAX_TYPOS})
                 ELSE '{}' END
            FROM (SELECT coalesce(array_agg(w.word ORDER BY w.word), '{}') AS words
                    FROM (SELECT word FROM catalogue.search_words
                           WHERE word >= token COLLATE "C" AND word < (token || chr(1114111)) COLLATE "C"
                           ORDER BY word LIMIT ${MAX_EXPANSIONS + 1}) AS w) AS p
        $$`);
    await queryRunner.query(`
      CREATE INDEX CONCURRENTLY IF NOT EXISTS sounds_by_family
        ON catalogue.sounds (instrument_family, created_at DESC, id DESC) WHERE instrument_family IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS sounds_by_tempo ON catalogue.sounds (tempo) WHERE tempo IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_by_tempo`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_by_family`);
    await queryRunner.query(`DROP FUNCTION catalogue.search_term_words(text)`);
    await queryRunner.query(`DROP INDEX IF EXISTS catalogue.search_words_trgm`);
    await queryRunner.query(`DROP TABLE catalogue.search_synonyms`);
  }
}
