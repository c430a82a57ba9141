/** Seed step: the sounds themselves, with their audio files (see seed-audio.ts), likes and downloads. */
import type { Client } from 'pg';
import type { SeedLookups } from './seed-lookups';
import type { SeedPlan } from './seed-session';

/**
 * Sounds [from, to) of `plan.sounds` with their audio files, likes and downloads, in one
 * statement (foreign keys are checked at its end, when the sounds exist). The catalogue's triggers
 * count the batch per statement (counts-per-statement migration). Sound n's
 * created_at grows with n, so the table is in time order as if users had uploaded over 3 years, with the
 * rate of uploads growing (density 1 + 2t). Returns the likes and downloads made.
 */
export async function seedSoundBatch(
  client: Client,
  plan: SeedPlan,
  lookups: SeedLookups,
  from: number,
  to: number,
): Promise<{ likes: number; downloads: number }> {
  await client.query('BEGIN');
  try {
    // Each batch draws from its own seed: the same rows whichever session of --jobs makes it.
    await client.query(`SELECT setseed(x - floor(x)) FROM (SELECT $1 * 0.6180339887::float8 AS x) AS golden`, [from]);
    const { rows } = await client.query<{ likes: string; downloads: string }>(SOUND_BATCH_SQL, [
      from,
      to,
      plan.sounds,
      lookups.drumKits,
      lookups.producers,
      lookups.artists,
      lookups.categories,
      plan.fans,
      Math.min(plan.maxLikes, plan.fans - 1),
    ]);
    await client.query('COMMIT');
    return { likes: Number(rows[0].likes), downloads: Number(rows[0].downloads) };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

// $1 from, $2 to, $3 total, $4 kits, $5 producers, $6 artists, $7 categories, $8 fans, $9 max likes.
// 60% of sounds are in a kit (then owned by the kit's owner), 50% credit an artist, 95% have a
// category. Popularity is Pareto (alpha 1.3): most sounds get 0–2 likes, a few thousands.
// A sound's fans are (start + j·7919) mod fans: 7919 is prime to 50,000, so they are distinct.
// Every loop has an exact tempo in its range; a fifth of the Samples are one-shots without one
// (a kick has no tempo), as in the demo catalogue and the wizard.
/** How far a seeded sound's timbre strays from its source file's, per value (they are z-scores). */
const TIMBRE_SPREAD = 0.35;

const SOUND_BATCH_SQL = `
  WITH draw AS MATERIALIZED (
    SELECT n, gen_random_uuid() AS id, gen_random_uuid() AS audio_id,
      CASE WHEN random() < 0.6 THEN pg_temp.skewed($4::int, 2) END AS kit_rank,
      pg_temp.skewed($5::int, 3) AS producer_rank,
      CASE WHEN random() < 0.5 THEN pg_temp.skewed($6::int, 2.5) END AS artist_rank,
      CASE WHEN random() < 0.95 THEN pg_temp.skewed($7::int, 2.5) END AS category_rank,
      random() < 0.2 AS one_shot,
      pg_temp.pick(v.type_bag) AS type, pg_temp.pick(v.key_bag) AS key, pg_temp.pick(v.bpm_bag) AS bpm,
      CASE floor(random() * 20)::int / 5
        WHEN 0 THEN pg_temp.pick(v.feminine_nouns) || ' ' || pg_temp.pick(v.feminine_adjectives)
        WHEN 1 THEN pg_temp.pick(v.feminine_nouns) || ' ' || pg_temp.pick(v.feminine_adjectives)
        WHEN 2 THEN pg_temp.pick(v.masculine_nouns) || ' ' || pg_temp.pick(v.masculine_adjectives)
        ELSE pg_temp.pick(v.feminine_nouns || v.masculine_nouns) || ' de ' || pg_temp.pick(v.styles)
      END || CASE floor(random() * 10)::int
        WHEN 0 THEN ' ' || (2 + floor(random() * 8))
        WHEN 1 THEN ' Vol. ' || (2 + floor(random() * 5))
        WHEN 2 THEN ' (Remix)'
        WHEN 3 THEN ' ' || (60 + floor(random() * 120)) || ' BPM'
        ELSE ''
      END AS name,
      random() < 0.03 AS private, random() < 0.85 AS is_free, random() < 0.15 AS is_produced,
      CASE WHEN random() < 0.4 THEN gen_random_uuid() END AS cover_id,
      now() - interval '3 years' * (1 - (sqrt(1 + 8 * (n + random()) / $3::int) - 1) / 2) AS created_at,
      power(random(), -1 / 1.3) - 1 AS popularity,
      floor(random() * 1000000)::int AS source_draw,
      floor($8::int * power(random(), 2))::int AS first_liker,
      floor($8::int * power(random(), 2))::int AS first_downloader
    FROM generate_series($1::int, $2::int - 1) AS n CROSS JOIN seed_vocab v
  ),
  rows AS MATERIALIZED (
    SELECT d.*, p.user_id AS owner_id, p.full_name AS owner_name,
      k.id AS drum_kit_id, k.name AS drum_kit_name, a.id AS artist_id, a.name AS artist_name,
      c.id AS category_id, c.name AS category_name,
      CASE WHEN NOT (d.type = 'Samples' AND d.one_shot) THEN pg_temp.tempo_in(d.bpm) END AS tempo,
      CASE WHEN d.private THEN 0 ELSE least($9::int, floor(0.8 * d.popularity * (0.5 + random())))::int END AS likes_count,
      CASE WHEN d.private THEN 0 ELSE least($9::int, floor(0.6 * d.popularity * (0.5 + random())))::int END AS downloads_count,
      src.audio_id AS source_audio_id, src.duration_seconds, src.card_levels, src.peak_bytes, src.loudness,
      pg_temp.jitter(src.timbre, ${TIMBRE_SPREAD}) AS timbre, src.timbre_version,
      CASE WHEN src.image_id IS NOT NULL THEN d.cover_id END AS image_id, src.image_id AS source_image_id
    FROM draw d
    LEFT JOIN seed_kits k ON k.rank = d.kit_rank
    JOIN seed_producers p ON p.rank = coalesce(k.owner_rank, d.producer_rank)
    LEFT JOIN seed_artists a ON a.rank = d.artist_rank
    LEFT JOIN seed_categories c ON c.rank = d.category_rank
    JOIN seed_source_counts sc ON sc.seeded_type = d.type
    JOIN seed_sources src ON src.seeded_type = d.type AND src.rank = d.source_draw % sc.n
  ),
  -- Waveforms only in their compact columns (card_levels, peak_bytes): the rows as they will be once a
  -- later release drops the old ones, so the seed measures the storage that stays.
  audio AS (
    INSERT INTO catalogue.audio_files (audio_id, owner_id, status, duration_seconds, card_levels, loudness,
      preview_url, updated_at, timbre, timbre_version)
    SELECT r.audio_id, r.owner_id, 'ready', r.duration_seconds, r.card_levels, r.loudness,
           '/api/media/audio/' || r.audio_id || '/preview', r.created_at, r.timbre, r.timbre_version
    FROM rows r
  ),
  -- What the triggers on sounds and audio_files would write (this session runs as a replica: none fire).
  timbres AS (
    INSERT INTO catalogue.sound_timbres (sound_id, owner_id, public, type, loop, key, bpm, version, vector)
    SELECT r.id, r.owner_id, NOT r.private, r.type, r.tempo IS NOT NULL, r.key, r.bpm, r.timbre_version,
           public.cube(r.timbre::float8[])
    FROM rows r WHERE r.timbre IS NOT NULL
  ),
  media_audio AS (
    INSERT INTO media.audio_files (id, owner_user_id, sound_id, original_key, content_type, bytes, status,
      duration_seconds, sample_rate, channels, peak_bytes, loudness_integrated, loudness_range, true_peak, bpm,
      bpm_confidence, bpm_range, musical_key, key_strength, preview_key, processed_at, created_at, updated_at,
      timbre_version)
    SELECT r.audio_id, r.owner_id, r.id, m.original_key, m.content_type, m.bytes, 'ready',
      m.duration_seconds, m.sample_rate, m.channels, r.peak_bytes, m.loudness_integrated, m.loudness_range, m.true_peak,
      m.bpm, m.bpm_confidence, m.bpm_range, m.musical_key, m.key_strength, m.preview_key, r.created_at,
      r.created_at, r.created_at, m.timbre_version
    FROM rows r JOIN media.audio_files m ON m.id = r.source_audio_id
  ),
  media_images AS (
    INSERT INTO media.images (id, purpose, owner_user_id, content_hash, content_type, bytes, width, height, sizes,
      sound_id, created_at)
    SELECT r.image_id, 'cover', r.owner_id, i.content_hash, i.content_type, i.bytes, i.width, i.height, i.sizes,
      r.id, r.created_at
    FROM rows r JOIN media.images i ON i.id = r.source_image_id
    WHERE r.image_id IS NOT NULL
  ),
  sounds AS (
    INSERT INTO catalogue.sounds (id, name, description, type, key, bpm, tempo, category_id, drum_kit_id, artist_id,
      owner_id, audio_id, image_url, image_id, is_free, is_produced, status, owner_name, artist_name,
      drum_kit_name, category_name, likes_count, downloads_count, created_at)
    SELECT id, name, type || ' em ' || key || ', ' || bpm || ' BPM' || coalesce(' · ' || category_name, ''),
      type, key, bpm, tempo, category_id, drum_kit_id, artist_id, owner_id, audio_id,
      '/api/media/images/' || image_id, image_id, is_free, is_produced,
      CASE WHEN private THEN 'private' ELSE 'public' END, owner_name, artist_name, drum_kit_name, category_name,
      likes_count, downloads_count, created_at
    FROM rows ORDER BY n
  ),
  likes AS (
    INSERT INTO catalogue.likes (user_id, sound_id, created_at)
    SELECT pg_temp.seed_user((r.first_liker + j * 7919) % $8::int), r.id, r.created_at + random() * (now() - r.created_at)
    FROM rows r, generate_series(0, r.likes_count - 1) AS j
    RETURNING 1
  ),
  downloads AS (
    INSERT INTO catalogue.downloads (user_id, sound_id, created_at)
    SELECT pg_temp.seed_user((r.first_downloader + j * 7919) % $8::int), r.id, r.created_at + random() * (now() - r.created_at)
    FROM rows r, generate_series(0, r.downloads_count - 1) AS j
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM likes) AS likes, (SELECT count(*) FROM downloads) AS downloads`;
