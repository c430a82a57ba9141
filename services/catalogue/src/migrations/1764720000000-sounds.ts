import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The list indexes: name and leading column (the slim-list-indexes migration rebuilds the same). */
export const LIST_INDEXES = [
  ['newest', null],
  ['by_owner', 'owner_id'],
  ['by_drum_kit', 'drum_kit_id'],
  ['by_category', 'category_id'],
  // Coarse filters too: page 5,000 of 'Beats' skips 100,000 entries of its own, not 400,000.
  ['by_type', 'type'],
  ['by_key', 'key'],
  ['by_bpm', 'bpm'],
] as const;

/**
 * Sounds and what they are filed under (spec 02 §3). Names of the owner, credited artist, drum
 * kit and category are copied onto each sound so one accent-folded `search_vector` answers text
 * search without joins; renames rewrite the copies.
 */
export class Sounds1764720000000 implements MigrationInterface {
  name = 'Sounds1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes the
    // wrapper safe to declare IMMUTABLE, which indexes and generated columns need.
    await queryRunner.query(`
      CREATE FUNCTION catalogue.fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);

    await queryRunner.query(`
      CREATE TABLE catalogue.categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE CHECK (name = lower(name) AND length(name) BETWEEN 1 AND 60),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE catalogue.drum_kits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
        image_url text,
        owner_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX drum_kits_owner_name ON catalogue.drum_kits (owner_id, lower(name))`);
    await queryRunner.query(
      `CREATE INDEX drum_kits_name_trgm ON catalogue.drum_kits USING gin (catalogue.fold(name) gin_trgm_ops)`,
    );

    // Credited artists (spec's "artist"): names typed in the wizard, not accounts.
    await queryRunner.query(`
      CREATE TABLE catalogue.artists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
        image_url text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX artists_name ON catalogue.artists (lower(name))`);
    await queryRunner.query(
      `CREATE INDEX artists_name_trgm ON catalogue.artists USING gin (catalogue.fold(name) gin_trgm_ops)`,
    );

    // media's results per uploaded file, kept whether or not the sound exists yet: processing
    // starts at wizard step 1 and usually finishes before the sound is saved at step 4.
    await queryRunner.query(`
      CREATE TABLE catalogue.audio_files (
        audio_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
        failure_message text,
        duration_seconds real,
        peaks real[],
        preview_url text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE catalogue.sounds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 255),
        type text NOT NULL CHECK (type IN ('Samples', 'Acapelas', 'Beats', 'Melody')),
        key text NOT NULL,
        bpm text NOT NULL CHECK (bpm IN ('60-80', '85-100', '110-130', '130-150', '160-180')),
        category_id uuid REFERENCES catalogue.categories (id),
        drum_kit_id uuid REFERENCES catalogue.drum_kits (id),
        artist_id uuid REFERENCES catalogue.artists (id),
        owner_id uuid NOT NULL,
        audio_id uuid NOT NULL UNIQUE,
        image_url text,
        image_id uuid,
        is_free boolean NOT NULL DEFAULT true,
        is_produced boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'private' CHECK (status IN ('public', 'private')),
        owner_name text NOT NULL DEFAULT '',
        artist_name text,
        drum_kit_name text,
        category_name text,
        -- Words of the name, uploader, credited artist, drum kit and category, accent-folded:
        -- 'acapela' finds 'Acápela'. A broad search's total is the planner's estimate (SoundLists).
        search_vector tsvector GENERATED ALWAYS AS (
          to_tsvector('simple'::regconfig, catalogue.fold(name || ' ' || owner_name || ' ' || coalesce(artist_name, '')
            || ' ' || coalesce(drum_kit_name, '') || ' ' || coalesce(category_name, '')))
        ) STORED,
        likes_count integer NOT NULL DEFAULT 0,
        downloads_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Lists are newest first. Each index carries every filter column (INCLUDE), so a page is
    // found by an index-only scan whatever the filters, and a deep page skips index entries
    // rather than rows. The leading column picks the index for the selective filters.
    const covered = ['status', 'owner_id', 'type', 'key', 'bpm', 'category_id', 'drum_kit_id', 'is_produced'];
    for (const [name, column] of LIST_INDEXES) {
      const keys = column ? `${column}, created_at DESC, id DESC` : 'created_at DESC, id DESC';
      const include = covered.filter((entry) => entry !== column).join(', ');
      await queryRunner.query(`CREATE INDEX sounds_${name} ON catalogue.sounds (${keys}) INCLUDE (${include})`);
    }
    await queryRunner.query(`CREATE INDEX sounds_search ON catalogue.sounds USING gin (search_vector)`);
    // The words typed, each a prefix ('fun' finds 'funk'), all required; tokens as to_tsvector splits them.
    await queryRunner.query(`
      CREATE FUNCTION catalogue.search_query(text) RETURNS tsquery
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT to_tsquery('simple', coalesce(string_agg(quote_literal(word) || ':*', ' & '), ''))
                FROM regexp_split_to_table(catalogue.fold($1), '[^[:alnum:]]+') AS word WHERE word <> '' $$`);

    // Public sounds counted per combination of the low-selectivity filters, kept by a trigger:
    // the dashboard's total under type/key/BPM/category sums at most a few thousand rows
    // instead of counting a million.
    await queryRunner.query(`
      CREATE TABLE catalogue.public_sound_counts (
        type text NOT NULL,
        key text NOT NULL,
        bpm text NOT NULL,
        category_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
        is_produced boolean NOT NULL,
        sounds integer NOT NULL,
        PRIMARY KEY (type, key, bpm, category_id, is_produced)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.count_public_sound() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'public' THEN
          UPDATE catalogue.public_sound_counts SET sounds = sounds - 1
           WHERE type = OLD.type AND key = OLD.key AND bpm = OLD.bpm AND is_produced = OLD.is_produced
             AND category_id = coalesce(OLD.category_id, '00000000-0000-0000-0000-000000000000');
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'public' THEN
          INSERT INTO catalogue.public_sound_counts AS c (type, key, bpm, category_id, is_produced, sounds)
          VALUES (NEW.type, NEW.key, NEW.bpm, coalesce(NEW.category_id, '00000000-0000-0000-0000-000000000000'),
                  NEW.is_produced, 1)
          ON CONFLICT (type, key, bpm, category_id, is_produced) DO UPDATE SET sounds = c.sounds + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sounds_count_public AFTER INSERT OR DELETE OR UPDATE OF status, type, key, bpm, category_id, is_produced
        ON catalogue.sounds FOR EACH ROW EXECUTE FUNCTION catalogue.count_public_sound()`);

    await queryRunner.query(`
      CREATE TABLE catalogue.likes (
        user_id uuid NOT NULL,
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, sound_id)
      )`);
    await queryRunner.query(`CREATE INDEX likes_by_user ON catalogue.likes (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX likes_by_sound ON catalogue.likes (sound_id)`);

    await queryRunner.query(`
      CREATE TABLE catalogue.downloads (
        user_id uuid NOT NULL,
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, sound_id)
      )`);
    await queryRunner.query(`CREATE INDEX downloads_by_user ON catalogue.downloads (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX downloads_by_sound ON catalogue.downloads (sound_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'downloads',
      'likes',
      'public_sound_counts',
      'sounds',
      'audio_files',
      'artists',
      'drum_kits',
      'categories',
    ]) {
      await queryRunner.query(`DROP TABLE catalogue.${table}`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.count_public_sound()`);
    await queryRunner.query(`DROP FUNCTION catalogue.search_query(text)`);
    await queryRunner.query(`DROP FUNCTION catalogue.fold(text)`);
  }
}
