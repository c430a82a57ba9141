import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LIST_INDEXES } from './1764720000000-sounds';

/**
 * The seven list indexes, rebuilt smaller (issue #32: at a million sounds they were 1.45 GB, 210 MB
 * each, half of every leaf page empty):
 * - Keys ascending, read backwards for newest first. Descending, every upload went to the left
 *   edge of its range and each full leaf split in half, never to be filled again (51 % of each leaf
 *   used, pgstatindex). Ascending, the newest index grows at its right edge, where PostgreSQL
 *   splits at its fillfactor (90 %); the others still split mid-range.
 * - No drum kit or category uuid in INCLUDE (32 of ~110 bytes an entry): a filter on either is
 *   answered by the index that leads with it, whose range is small, and the facet counts of those
 *   two read their names from the table anyway.
 * Built CONCURRENTLY beside the old ones and swapped, so uploads go on meanwhile; hence no
 * transaction, and each step can run again after an interrupted build.
 */
export class SlimListIndexes1795791600000 implements MigrationInterface {
  name = 'SlimListIndexes1795791600000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, (leading) => [
      leading ? `${leading}, created_at, id` : 'created_at, id',
      ['status', 'owner_id', 'type', 'key', 'bpm', 'is_produced'],
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rebuild(queryRunner, (leading) => [
      leading ? `${leading}, created_at DESC, id DESC` : 'created_at DESC, id DESC',
      ['status', 'owner_id', 'type', 'key', 'bpm', 'category_id', 'drum_kit_id', 'is_produced'],
    ]);
  }
}

async function rebuild(
  queryRunner: QueryRunner,
  shape: (leading: string | null) => [keys: string, covered: string[]],
): Promise<void> {
  for (const [name, leading] of LIST_INDEXES) {
    const [keys, covered] = shape(leading);
    const include = covered.filter((column) => column !== leading).join(', ');
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_${name}_next`);
    await queryRunner.query(
      `CREATE INDEX CONCURRENTLY sounds_${name}_next ON catalogue.sounds (${keys}) INCLUDE (${include})`,
    );
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS catalogue.sounds_${name}`);
    await queryRunner.query(`ALTER INDEX catalogue.sounds_${name}_next RENAME TO sounds_${name}`);
  }
}
