import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sound's exact tempo beside its BPM range, and media's measures a card needs to play a sound
 * in the listener's tempo and at a common loudness (#18):
 * - catalogue.sounds.tempo: the BPM the uploader confirmed (or corrected); null when unknown
 *   (one-shots, sounds saved before this). Its range is what `bpm` holds, so filters follow it.
 * - catalogue.audio_files.bpm / bpm_confidence: media's estimate, from which a sound saved
 *   without a tempo takes the octave that falls in the range its uploader chose.
 * - catalogue.audio_files.loudness: integrated loudness (EBU R128, LUFS) of the whole file.
 * sound_cards returns tempo and loudness after its existing columns, and a change to either
 * retires the cached shared pages as other card columns do (the list-version migration).
 */
const NEW_CARD_COLUMNS = [
  ['sounds', 'tempo'],
  ['audio_files', 'loudness'],
] as const;

export class SoundTempo1795752000000 implements MigrationInterface {
  name = 'SoundTempo1795752000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE catalogue.sounds ADD COLUMN tempo real`);
    await queryRunner.query(
      `ALTER TABLE catalogue.audio_files ADD COLUMN bpm real, ADD COLUMN bpm_confidence real, ADD COLUMN loudness real`,
    );
    await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
    await queryRunner.query(soundCards(true));
    for (const [table, column] of NEW_CARD_COLUMNS) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER ${table}_${column}_list_version AFTER UPDATE OF ${column} ON catalogue.${table}
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue.bump_list_version()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of NEW_CARD_COLUMNS) {
      await queryRunner.query(`DROP TRIGGER ${table}_${column}_list_version ON catalogue.${table}`);
    }
    await queryRunner.query(`DROP FUNCTION catalogue.sound_cards(uuid[], uuid)`);
    await queryRunner.query(soundCards(false));
    await queryRunner.query(
      `ALTER TABLE catalogue.audio_files DROP COLUMN bpm, DROP COLUMN bpm_confidence, DROP COLUMN loudness`,
    );
    await queryRunner.query(`ALTER TABLE catalogue.sounds DROP COLUMN tempo`);
  }
}

/**
 * The sound-cards function (see that migration for why a function), with or without tempo and
 * loudness, with the card's waveform levels (the card-levels migration), and with the sound's
 * instrument family, shape and whose word they are last (the family-filters migration).
 */
export function soundCards(withTempo: boolean, withCardLevels = false, withFamilies = false): string {
  return `
    CREATE FUNCTION catalogue.sound_cards(ids uuid[], viewer uuid)
      RETURNS TABLE (
        id uuid, name text, description text, type text, key text, bpm text,
        category_id uuid, category_name text, drum_kit_id uuid, drum_kit_name text, drum_kit_image text,
        artist_id uuid, artist_name text, artist_image text,
        owner_id uuid, owner_name text, owner_avatar text,
        audio_id uuid, audio_status text, duration_seconds real, peaks real[], failure_message text,
        image_url text, is_free boolean, is_produced boolean, status text, review_status text,
        likes_count integer, downloads_count integer, created_at timestamptz, liked boolean, downloaded boolean,
        card_order bigint${withTempo ? ', tempo real, loudness real' : ''}${withCardLevels ? ', card_levels bytea' : ''}${
          withFamilies ? ', instrument_family text, shape text, family_source text' : ''
        }
      )
      LANGUAGE plpgsql STABLE
      SET plan_cache_mode = force_generic_plan
      AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
        SELECT s.id, s.name, s.description, s.type, s.key, s.bpm,
               s.category_id, s.category_name, s.drum_kit_id, s.drum_kit_name, k.image_url,
               s.artist_id, s.artist_name, ca.image_url,
               s.owner_id, coalesce(p.full_name, s.owner_name), p.avatar_url,
               s.audio_id, a.status, a.duration_seconds, a.peaks, a.failure_message,
               s.image_url, s.is_free, s.is_produced, s.status, s.review_status, s.likes_count, s.downloads_count,
               s.created_at,
               EXISTS (SELECT 1 FROM catalogue.likes l WHERE l.user_id = viewer AND l.sound_id = s.id),
               EXISTS (SELECT 1 FROM catalogue.downloads d WHERE d.user_id = viewer AND d.sound_id = s.id),
               page.position${withTempo ? ', s.tempo, a.loudness' : ''}${withCardLevels ? ', a.card_levels' : ''}${
                 withFamilies ? ', s.instrument_family, s.shape, s.family_source' : ''
               }
          FROM unnest(ids) WITH ORDINALITY AS page (id, position)
          JOIN catalogue.sounds s ON s.id = page.id
          LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
          LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
          LEFT JOIN catalogue.artists ca ON ca.id = s.artist_id
          LEFT JOIN catalogue.profiles p ON p.user_id = s.owner_id
         ORDER BY page.position;
    END $$`;
}
