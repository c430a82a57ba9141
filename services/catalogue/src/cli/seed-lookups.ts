/** Seed steps: the rows sounds are filed under (categories, producers, artists, drum kits). */
import type { Client } from 'pg';
import { SEEDED, type SeedPlan } from './seed-session';
import * as words from './seed-vocabulary';

/** Categories; names that already exist are reused, not duplicated. */
export async function seedCategories(client: Client): Promise<void> {
  await client.query(
    `INSERT INTO catalogue.categories (name, created_by)
     SELECT name, pg_temp.seed_user(0) FROM unnest($1::text[]) AS name
     ON CONFLICT (name) DO NOTHING`,
    [words.CATEGORIES],
  );
}

/**
 * Temp tables of the rows sounds are filed under, by rank (the seed's draws pick ranks):
 * derived only from what the inserts above left, so every session of a seed run with --jobs
 * makes the same ones. Returns their sizes (a name clash with real data can make one smaller).
 */
export async function rankLookups(client: Client, plan: SeedPlan): Promise<SeedLookups> {
  return {
    categories: await rankCategories(client),
    producers: await rankProducers(client, plan),
    artists: await rankArtists(client),
    drumKits: await rankDrumKits(client),
  };
}

/** Categories by popularity rank (the vocabulary's order). */
async function rankCategories(client: Client): Promise<number> {
  const { rowCount } = await client.query(
    `CREATE TEMP TABLE seed_categories AS
     SELECT (w.position - 1)::int AS rank, c.id, c.name
     FROM unnest($1::text[]) WITH ORDINALITY AS w(name, position) JOIN catalogue.categories c USING (name)`,
    [words.CATEGORIES],
  );
  await client.query(`ALTER TABLE seed_categories ADD PRIMARY KEY (rank)`);
  return rowCount ?? 0;
}

/**
 * Producers: confirmed profiles named like people, half with a producer name, none with an
 * avatar (the portal shows their initials): a seeded picture would have to be a real upload.
 */
export async function seedProducers(client: Client, plan: SeedPlan): Promise<void> {
  await client.query(
    `WITH people AS MATERIALIZED (
       SELECT n, pg_temp.pick(v.first_names) AS first_name,
              pg_temp.pick(v.surnames) || CASE WHEN random() < 0.4 THEN ' ' || pg_temp.pick(v.surnames) ELSE '' END AS surname,
              random() AS producer_draw, pg_temp.pick(v.producer_prefixes) AS prefix,
              pg_temp.pick(v.producer_suffixes) AS suffix
       FROM generate_series(0, $1 - 1) AS n CROSS JOIN seed_vocab v
     )
     INSERT INTO catalogue.profiles (user_id, full_name, avatar_url, producer, email_confirmed, is_admin, source_occurred_at)
     SELECT pg_temp.seed_user(n), first_name || ' ' || surname,
            NULL,
            CASE WHEN producer_draw < 0.25 THEN first_name || ' ' || suffix
                 WHEN producer_draw < 0.5 THEN prefix || ' ' || first_name END,
            true, false, now() - random() * interval '3 years'
     FROM people
     ON CONFLICT (user_id) DO NOTHING`,
    [plan.producers],
  );
}

async function rankProducers(client: Client, plan: SeedPlan): Promise<number> {
  const { rowCount } = await client.query(
    `CREATE TEMP TABLE seed_producers AS
     SELECT n AS rank, p.user_id, p.full_name
     FROM generate_series(0, $1 - 1) AS n JOIN catalogue.profiles p ON p.user_id = pg_temp.seed_user(n)`,
    [plan.producers],
  );
  await client.query(`ALTER TABLE seed_producers ADD PRIMARY KEY (rank)`);
  return rowCount ?? 0;
}

/** Credited artists: distinct names ('MC Kauã Falcão', 'DJ Iara Sá', 'Rogério Leão'). */
export async function seedArtists(client: Client, plan: SeedPlan): Promise<void> {
  await client.query(
    `WITH candidates AS MATERIALIZED (
       SELECT DISTINCT ON (lower(name)) name
       FROM seed_vocab v, unnest(v.first_names) AS first_name, unnest(v.surnames) AS surname,
            unnest(ARRAY['', 'MC ', 'DJ ']) AS prefix,
            LATERAL (SELECT prefix || first_name || ' ' || surname AS name) AS made
       ORDER BY lower(name)
     )
     INSERT INTO catalogue.artists (name, created_by)
     SELECT name, pg_temp.seed_user(0) FROM (SELECT name FROM candidates ORDER BY random() LIMIT $1) AS chosen
     ON CONFLICT (lower(name)) DO NOTHING`,
    [plan.artists],
  );
}

async function rankArtists(client: Client): Promise<number> {
  const { rowCount } = await client.query(
    `CREATE TEMP TABLE seed_artists AS
     SELECT (row_number() OVER (ORDER BY lower(name)) - 1)::int AS rank, id, name
     FROM catalogue.artists WHERE created_by ${SEEDED}`,
  );
  await client.query(`ALTER TABLE seed_artists ADD PRIMARY KEY (rank)`);
  return rowCount ?? 0;
}

/**
 * Drum kits, owned by producers with the same skew as sounds; names unique per owner ('… Vol. 2').
 * 70% show a cover: one of the shared files' real covers (seed_picked), so a card of a sound
 * without its own cover, which shows its kit's, shows a picture that is there.
 */
export async function seedDrumKits(client: Client, plan: SeedPlan): Promise<void> {
  await client.query(
    `WITH draw AS MATERIALIZED (
       SELECT n, pg_temp.skewed($2, 3) AS owner_rank, random() < 0.7 AS has_image,
              CASE floor(random() * 4)::int
                WHEN 0 THEN pg_temp.pick(v.kit_words) || ' ' || pg_temp.pick(v.styles)
                WHEN 1 THEN pg_temp.pick(v.kit_words) || ' ' || pg_temp.pick(v.styles) || ' ' || pg_temp.pick(v.masculine_adjectives)
                WHEN 2 THEN pg_temp.pick(v.styles) || ' ' || pg_temp.pick(v.kit_tags)
                ELSE pg_temp.pick(v.kit_words) || ' ' || pg_temp.pick(v.masculine_nouns) || ' ' || pg_temp.pick(v.masculine_adjectives)
              END AS base,
              now() - random() * interval '3 years' AS created_at
       FROM generate_series(0, $1 - 1) AS n CROSS JOIN seed_vocab v
     ),
     versioned AS (
       SELECT *, row_number() OVER (PARTITION BY owner_rank, lower(base) ORDER BY n) AS version FROM draw
     )
     INSERT INTO catalogue.drum_kits (name, image_url, owner_id, created_at)
     SELECT base || CASE WHEN version > 1 THEN ' Vol. ' || version ELSE '' END,
            CASE WHEN has_image THEN '/api/media/images/' || covers.ids[1 + floor(random() * cardinality(covers.ids))::int] END,
            pg_temp.seed_user(owner_rank), created_at
     FROM versioned
     CROSS JOIN (SELECT array_agg(image_id) AS ids FROM seed_picked WHERE image_id IS NOT NULL) AS covers
     ON CONFLICT DO NOTHING`,
    [plan.drumKits, plan.producers],
  );
}

/** Kits by age, with their owner's rank (a kit's sounds are its owner's). */
async function rankDrumKits(client: Client): Promise<number> {
  const { rowCount } = await client.query(
    `CREATE TEMP TABLE seed_kits AS
     SELECT (row_number() OVER (ORDER BY k.created_at, k.id) - 1)::int AS rank, k.id, k.name, p.rank AS owner_rank
     FROM catalogue.drum_kits k JOIN seed_producers p ON p.user_id = k.owner_id`,
  );
  await client.query(`ALTER TABLE seed_kits ADD PRIMARY KEY (rank)`);
  return rowCount ?? 0;
}

/** Sizes of the lookup tables actually made. */
export interface SeedLookups {
  producers: number;
  artists: number;
  drumKits: number;
  categories: number;
}
