import type { SoundResponse } from './sound.dto';

/** A sound row as the hydrating query returns it (snake_case from PostgreSQL). */
export type SoundRow = {
  id: string;
  name: string;
  description: string;
  type: SoundResponse['type'];
  key: SoundResponse['key'];
  bpm: SoundResponse['bpm'];
  category_id: string | null;
  category_name: string | null;
  drum_kit_id: string | null;
  drum_kit_name: string | null;
  drum_kit_image: string | null;
  artist_id: string | null;
  artist_name: string | null;
  artist_image: string | null;
  owner_id: string;
  owner_name: string;
  owner_avatar: string | null;
  audio_id: string;
  audio_status: SoundResponse['audio']['status'] | null;
  duration_seconds: number | null;
  peaks: number[] | null;
  failure_message: string | null;
  image_url: string | null;
  is_free: boolean;
  is_produced: boolean;
  status: SoundResponse['status'];
  review_status: SoundResponse['review'];
  likes_count: number;
  downloads_count: number;
  liked: boolean;
  downloaded: boolean;
  created_at: Date;
};

/** Everything a card shows, one query for a whole page (ids keep their order). */
export const HYDRATE_SOUNDS_SQL = `
  SELECT s.id, s.name, s.description, s.type, s.key, s.bpm,
         s.category_id, s.category_name, s.drum_kit_id, s.drum_kit_name, k.image_url AS drum_kit_image,
         s.artist_id, s.artist_name, ca.image_url AS artist_image,
         s.owner_id, coalesce(p.full_name, s.owner_name) AS owner_name, p.avatar_url AS owner_avatar,
         s.audio_id, a.status AS audio_status, a.duration_seconds, a.peaks, a.failure_message,
         s.image_url, s.is_free, s.is_produced, s.status, s.review_status, s.likes_count, s.downloads_count, s.created_at,
         EXISTS (SELECT 1 FROM catalogue.likes l WHERE l.user_id = $2 AND l.sound_id = s.id) AS liked,
         EXISTS (SELECT 1 FROM catalogue.downloads d WHERE d.user_id = $2 AND d.sound_id = s.id) AS downloaded
    FROM unnest($1::uuid[]) WITH ORDINALITY AS page (id, position)
    JOIN catalogue.sounds s ON s.id = page.id
    LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
    LEFT JOIN catalogue.drum_kits k ON k.id = s.drum_kit_id
    LEFT JOIN catalogue.artists ca ON ca.id = s.artist_id
    LEFT JOIN catalogue.profiles p ON p.user_id = s.owner_id
   ORDER BY page.position`;

/**
 * The list version, whether the viewer has a sound that is not public, and the counts and the
 * viewer's flags of these ids: what a shared page needs afresh on every request (SharedPages).
 * One row per id found, or one row with no id when none is (the list-version migration).
 */
export const VIEWER_VIEW_SQL = `SELECT * FROM catalogue.viewer_view($1, $2::uuid[])`;
