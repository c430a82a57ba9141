import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The images media holds (media.image.uploaded), so a sound's cover is checked to be its
 * owner's upload; a visitor's upload (registration avatar) has no owner.
 */
export class UploadedImages1765152000000 implements MigrationInterface {
  name = 'UploadedImages1765152000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalogue.uploaded_images (
        image_id uuid PRIMARY KEY,
        owner_id uuid,
        purpose text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE catalogue.uploaded_images`);
  }
}
