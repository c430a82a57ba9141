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
    // What a shared page needs afresh on every request (SoundListsRepository.viewerView). In
    // PL/pgSQL, on its generic plan from the first call, so each connection plans it once:
    // planning it (eleven indexes on sounds to weigh) cost three times its 0.5 ms run.
    await queryRunner.query(`
      CREATE FUNCTION catalogue.viewer_view(viewer uuid, ids uuid[])
        RETURNS TABLE (version bigint, has_private boolean, id uuid, likes_count integer,
                       downloads_count integer, liked boolean, downloaded boolean)
        LANGUAGE plpgsql STABLE
        SET plan_cache_mode = force_generic_plan
        AS $$
      BEGIN
        RETURN QUERY
          SELECT shared.version, shared.has_private, s.id, s.likes_count, s.downloads_count,
                 EXISTS (SELECT 1 FROM catalogue.likes l WHERE l.user_id = viewer AND l.sound_id = s.id),
                 EXISTS (SELECT 1 FROM catalogue.downloads d WHERE d.user_id = viewer AND d.sound_id = s.id)
            FROM (SELECT (SELECT v.version FROM catalogue.list_version v) AS version,
                         EXISTS (SELECT 1 FROM catalogue.sounds o
                                  WHERE o.owner_id = viewer AND o.status <> 'public') AS has_private) AS shared
            LEFT JOIN (unnest(ids) AS page (id) JOIN catalogue.sounds s ON s.id = page.id) ON true;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION catalogue.viewer_view(uuid, uuid[])`);
    await queryRunner.query(`DROP INDEX catalogue.sounds_not_public_by_owner`);
    for (const table of Object.keys(CARD_COLUMNS)) {
      await queryRunner.query(`DROP TRIGGER ${table}_list_version ON catalogue.${table}`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.bump_list_version()`);
    await queryRunner.query(`DROP TABLE catalogue.list_version`);
  }
}
