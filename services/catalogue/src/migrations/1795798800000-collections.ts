import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Collections (#33 §3): a person's named lists of sounds, in the order they arrange them, private
 * until shared. A deleted sound leaves every collection with it (the cascade); a sound made
 * private stays in the rows, shown to its owner only, and returns if it is published again.
 */
export class Collections1795798800000 implements MigrationInterface {
  name = 'Collections1795798800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.collections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        shared boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One 'Favoritos' per person, whatever the case: the card's menu tells them apart by name.
    await queryRunner.query(
      `CREATE UNIQUE INDEX collections_owner_name ON catalogue.collections (owner_id, lower(name))`,
    );

    await queryRunner.query(`
      CREATE TABLE catalogue.collection_sounds (
        collection_id uuid NOT NULL REFERENCES catalogue.collections (id) ON DELETE CASCADE,
        sound_id uuid NOT NULL REFERENCES catalogue.sounds (id) ON DELETE CASCADE,
        position integer NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (collection_id, sound_id)
      )`);
    // A collection's page walks its order; the cascade of a deleted sound finds its rows by sound.
    await queryRunner.query(
      `CREATE INDEX collection_sounds_in_order ON catalogue.collection_sounds (collection_id, position)`,
    );
    await queryRunner.query(`CREATE INDEX collection_sounds_by_sound ON catalogue.collection_sounds (sound_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.collection_sounds`);
    await queryRunner.query(`DROP TABLE catalogue.collections`);
  }
}
