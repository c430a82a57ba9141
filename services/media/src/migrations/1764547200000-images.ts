import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded images (avatars, covers) and the storage keys of their renditions. */
export class MediaImages1764547200000 implements MigrationInterface {
  name = 'MediaImages1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "media"."images" (
        "id" uuid PRIMARY KEY,
        "purpose" varchar(16) NOT NULL CHECK ("purpose" IN ('avatar', 'cover')),
        "owner_user_id" uuid,
        "content_hash" char(64) NOT NULL,
        "content_type" varchar(32) NOT NULL,
        "bytes" integer NOT NULL CHECK ("bytes" > 0),
        "width" integer NOT NULL CHECK ("width" > 0),
        "height" integer NOT NULL CHECK ("height" > 0),
        "sizes" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "images_owner_user_id" ON "media"."images" ("owner_user_id") WHERE "owner_user_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "images_content_hash" ON "media"."images" ("content_hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."images"`);
  }
}
