import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded audio files, their processing state and what the analysis found. */
export class MediaAudio1764633600000 implements MigrationInterface {
  name = 'MediaAudio1764633600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "media"."audio_files" (
        "id" uuid PRIMARY KEY,
        "owner_user_id" uuid NOT NULL,
        "original_key" varchar(512) NOT NULL,
        "content_type" varchar(64) NOT NULL,
        "bytes" bigint NOT NULL CHECK ("bytes" > 0),
        "status" varchar(16) NOT NULL DEFAULT 'processing' CHECK ("status" IN ('processing', 'ready', 'failed')),
        "failure_code" varchar(48),
        "failure_message" text,
        "duration_seconds" double precision,
        "sample_rate" integer,
        "channels" smallint,
        "peaks" jsonb,
        "loudness_integrated" real,
        "loudness_range" real,
        "true_peak" real,
        "bpm" real,
        "bpm_confidence" real,
        "bpm_range" varchar(8),
        "musical_key" varchar(4),
        "key_strength" real,
        "preview_key" varchar(512),
        "processed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("status" <> 'ready' OR ("duration_seconds" IS NOT NULL AND "preview_key" IS NOT NULL)),
        CHECK ("status" <> 'failed' OR "failure_message" IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX "audio_files_owner_user_id" ON "media"."audio_files" ("owner_user_id")`);
    // The sweeper looks for files still processing long after their upload.
    await queryRunner.query(
      `CREATE INDEX "audio_files_processing" ON "media"."audio_files" ("created_at") WHERE "status" = 'processing'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media"."audio_files"`);
  }
}
