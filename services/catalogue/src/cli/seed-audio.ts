/**
 * Seed step: the real audio seeded sounds play. A few dozen files that media processed for
 * real public sounds (the demo catalogue's, after a first start) are shared: each seeded sound
 * takes one of its type, with that file's duration, peaks, loudness and (for 40% of them) its cover.
 *
 * Media serves a file only through a row of its own, and a sound's audio id is unique, so each
 * seeded sound also gets rows in media.audio_files (and media.images) naming the shared objects;
 * media keeps an object while any live row names it. This is the one place outside media that
 * writes media's schema: a bench tool an operator runs, not a path of the platform.
 */
import type { Client } from 'pg';
import { SOUND_TYPES } from '@sampleteca/contracts';
import { SEEDED } from './seed-session';

/** How many real files the seeded sounds share at most. */
const SOURCES = 48;

export class NoAudioToShare extends Error {
  constructor() {
    super(
      'Nenhum som público com áudio processado para os sons semeados tocarem. Inicie a plataforma uma vez ' +
        '(npm start publica o catálogo de demonstração em cerca de um minuto) ou publique alguns sons, e rode de novo.',
    );
  }
}

/**
 * Temp tables seed_sources (seeded_type, rank, the file) and seed_source_counts: every type
 * has sources, its own or, when no real sound of that type exists, all of them. Returns how
 * many real files are shared.
 */
export async function prepareAudioSources(client: Client): Promise<number> {
  await client.query(
    `CREATE TEMP TABLE seed_picked AS
     SELECT s.type, a.audio_id, a.duration_seconds, a.loudness, i.id AS image_id, a.timbre, a.timbre_version,
            coalesce(a.card_levels, catalogue.card_levels(a.peaks)) AS card_levels,
            coalesce(m.peak_bytes, media.peak_bytes(m.peaks)) AS peak_bytes
       FROM catalogue.sounds s
       JOIN catalogue.audio_files a ON a.audio_id = s.audio_id AND a.status = 'ready'
       JOIN media.audio_files m ON m.id = s.audio_id AND m.status = 'ready' AND m.deleted_at IS NULL
                               AND m.preview_key IS NOT NULL
       LEFT JOIN media.images i ON i.id = s.image_id AND i.deleted_at IS NULL
      WHERE s.status = 'public' AND NOT (s.owner_id ${SEEDED})
        -- Files described by the newest descriptor only (#44: a new TIMBRE_VERSION may have another
        -- length), so every seeded vector has the dimensions queries compare; none described: none.
        AND a.timbre_version IS NOT DISTINCT FROM (SELECT max(timbre_version) FROM catalogue.audio_files)
      ORDER BY s.created_at
      LIMIT ${SOURCES}`,
  );
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_picked');
  if (rows[0].n === 0) throw new NoAudioToShare();
  await client.query(
    `CREATE TEMP TABLE seed_sources AS
     SELECT t.type AS seeded_type, (row_number() OVER (PARTITION BY t.type ORDER BY p.audio_id) - 1)::int AS rank, p.*
       FROM unnest($1::text[]) AS t(type)
       JOIN seed_picked p ON p.type = t.type OR NOT EXISTS (SELECT 1 FROM seed_picked q WHERE q.type = t.type)`,
    [SOUND_TYPES],
  );
  await client.query(
    `CREATE TEMP TABLE seed_source_counts AS
     SELECT seeded_type, count(*)::int AS n FROM seed_sources GROUP BY seeded_type`,
  );
  return rows[0].n;
}
