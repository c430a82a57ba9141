import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sounds and what they are filed under (spec 02 §3). Names of the owner, credited artist, drum
 * kit and category are copied onto each sound so one accent-folded `search_text` (trigram
 * indexed) answers text search without joins; renames rewrite the copies.
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
        search_text text GENERATED ALWAYS AS (
          catalogue.fold(name || ' ' || owner_name || ' ' || coalesce(artist_name, '') || ' '
            || coalesce(drum_kit_name, '') || ' ' || coalesce(category_name, ''))
        ) STORED,
        likes_count integer NOT NULL DEFAULT 0,
        downloads_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Lists are newest first; each filter has an index in that order so page 1 reads 20 rows
    // and a count reads only the index (the visibility map keeps it index-only).
    for (const [name, column] of [
      ['all', null],
      ['type', 'type'],
      ['category', 'category_id'],
      ['drum_kit', 'drum_kit_id'],
      ['owner', 'owner_id'],
      ['key', 'key'],
      ['bpm', 'bpm'],
    ] as const) {
      const columns = column ? `${column}, created_at DESC, id DESC` : 'created_at DESC, id DESC';
      await queryRunner.query(
        `CREATE INDEX sounds_public_by_${name} ON catalogue.sounds (${columns}) WHERE status = 'public'`,
      );
    }
    await queryRunner.query(`CREATE INDEX sounds_by_owner ON catalogue.sounds (owner_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX sounds_search_trgm ON catalogue.sounds USING gin (search_text gin_trgm_ops)`);

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
    for (const table of ['downloads', 'likes', 'sounds', 'audio_files', 'artists', 'drum_kits', 'categories']) {
      await queryRunner.query(`DROP TABLE catalogue.${table}`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.fold(text)`);
  }
}
