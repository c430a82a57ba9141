import type { MigrationInterface, QueryRunner } from 'typeorm';

const NO_CATEGORY = `'00000000-0000-0000-0000-000000000000'`;

/**
 * Issue #43: a one-shot has no tempo, and a drum or a noise no key. catalogue.sounds and its copy
 * in sound_timbres take NULL for `key` ('Sem tom definido') and `bpm` ('Sem BPM (one-shot)').
 * public_sound_counts keeps them in its primary key, so it counts such sounds under '' (as it
 * counts a sound without category under the zero uuid): no key or BPM filter names '', so a
 * filtered total leaves them out and the unfiltered one keeps them. The three count functions are
 * replaced in place, so their triggers keep firing ALWAYS (counts-per-statement migration).
 */
export class SoundsWithoutKeyOrTempo1795913000000 implements MigrationInterface {
  name = 'SoundsWithoutKeyOrTempo1795913000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE catalogue.sounds ALTER COLUMN key DROP NOT NULL, ALTER COLUMN bpm DROP NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE catalogue.sound_timbres ALTER COLUMN key DROP NOT NULL, ALTER COLUMN bpm DROP NOT NULL`,
    );
    await replaceCountFunctions(queryRunner, (column) => `coalesce(${column}, '')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceCountFunctions(queryRunner, (column) => column);
    // Fails while a sound has no key or BPM: nobody can choose one for its uploader.
    await queryRunner.query(
      `ALTER TABLE catalogue.sound_timbres ALTER COLUMN key SET NOT NULL, ALTER COLUMN bpm SET NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE catalogue.sounds ALTER COLUMN key SET NOT NULL, ALTER COLUMN bpm SET NOT NULL`,
    );
  }
}

/** The public counts' row, per row and per statement, with `counted` saying how key and bpm are kept. */
async function replaceCountFunctions(queryRunner: QueryRunner, counted: (column: string) => string): Promise<void> {
  const countedBy = `type, ${counted('key')}, ${counted('bpm')}, coalesce(category_id, ${NO_CATEGORY}), is_produced`;
  const row = (record: 'OLD' | 'NEW') => ({ key: counted(`${record}.key`), bpm: counted(`${record}.bpm`) });
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION catalogue.count_public_sound() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'public' THEN
        UPDATE catalogue.public_sound_counts SET sounds = sounds - 1
         WHERE type = OLD.type AND key = ${row('OLD').key} AND bpm = ${row('OLD').bpm} AND is_produced = OLD.is_produced
           AND category_id = coalesce(OLD.category_id, ${NO_CATEGORY});
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'public' THEN
        INSERT INTO catalogue.public_sound_counts AS c (type, key, bpm, category_id, is_produced, sounds)
        VALUES (NEW.type, ${row('NEW').key}, ${row('NEW').bpm}, coalesce(NEW.category_id, ${NO_CATEGORY}),
                NEW.is_produced, 1)
        ON CONFLICT (type, key, bpm, category_id, is_produced) DO UPDATE SET sounds = c.sounds + 1;
      END IF;
      RETURN NULL;
    END $$`);
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION catalogue.count_inserted_public_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue.public_sound_counts AS c (type, key, bpm, category_id, is_produced, sounds)
      SELECT ${countedBy}, count(*) FROM inserted WHERE status = 'public'
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (type, key, bpm, category_id, is_produced) DO UPDATE SET sounds = c.sounds + excluded.sounds;
      INSERT INTO catalogue.search_words (word)
      SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM inserted ORDER BY 1 ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION catalogue.count_deleted_public_sounds() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM FROM catalogue.public_sound_counts c
        JOIN (SELECT DISTINCT ${countedBy} FROM deleted WHERE status = 'public') AS d (type, key, bpm, category_id, is_produced)
       USING (type, key, bpm, category_id, is_produced)
       ORDER BY c.type, c.key, c.bpm, c.category_id, c.is_produced FOR NO KEY UPDATE OF c;
      UPDATE catalogue.public_sound_counts c SET sounds = c.sounds - d.sounds
        FROM (SELECT ${countedBy}, count(*) FROM deleted WHERE status = 'public' GROUP BY 1, 2, 3, 4, 5)
             AS d (type, key, bpm, category_id, is_produced, sounds)
       WHERE (c.type, c.key, c.bpm, c.category_id, c.is_produced) = (d.type, d.key, d.bpm, d.category_id, d.is_produced);
      RETURN NULL;
    END $$`);
}
