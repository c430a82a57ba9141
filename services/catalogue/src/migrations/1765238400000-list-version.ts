import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a card shows, per table: a committed change to any of these columns (or a row added or
 * removed) moves `catalogue.list_version`, which retires every shared page cached before it
 * (sounds/shared-pages.ts). Likes and downloads counts are left out on purpose: pages read
 * them afresh on every request, so a like does not empty the cache.
 */
const CARD_COLUMNS: Record<string, string[]> = {
  sounds: [
    'name',
    'description',
    'type',
    'key',
    'bpm',
    'category_id',
    'drum_kit_id',
    'artist_id',
    'owner_id',
    'audio_id',
    'image_url',
    'image_id',
    'is_free',
    'is_produced',
    'status',
    'owner_name',
    'artist_name',
    'drum_kit_name',
    'category_name',
    'created_at',
    'review_status',
  ],
  audio_files: ['status', 'failure_message', 'duration_seconds', 'peaks'],
  drum_kits: ['name', 'image_url'],
  artists: ['name', 'image_url'],
  profiles: ['full_name', 'avatar_url'],
};

/**
 * One number that moves whenever the public catalogue's pages change. The triggers are deferred
 * to commit and move it once per transaction: the row lock is taken last and held only through
 * the commit (no writer waits on it mid-transaction, so it can take part in no deadlock), and a
 * reader that sees the new number also sees the change.
 */
export class ListVersion1765238400000 implements MigrationInterface {
  name = 'ListVersion1765238400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.list_version (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version bigint NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(`INSERT INTO catalogue.list_version DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue.bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('catalogue.list_version_bumped', true) IS DISTINCT FROM 'yes' THEN
          UPDATE catalogue.list_version SET version = version + 1;
          PERFORM set_config('catalogue.list_version_bumped', 'yes', true);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, columns] of Object.entries(CARD_COLUMNS)) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER ${table}_list_version
          AFTER INSERT OR DELETE OR UPDATE OF ${columns.join(', ')} ON catalogue.${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue.bump_list_version()`);
    }
    // Whether a viewer has sounds only they see (their pages are their own, never shared).
    await queryRunner.query(
      `CREATE INDEX sounds_not_public_by_owner ON catalogue.sounds (owner_id) WHERE status <> 'public'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX catalogue.sounds_not_public_by_owner`);
    for (const table of Object.keys(CARD_COLUMNS)) {
      await queryRunner.query(`DROP TRIGGER ${table}_list_version ON catalogue.${table}`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.bump_list_version()`);
    await queryRunner.query(`DROP TABLE catalogue.list_version`);
  }
}
