import type { SoundResponse } from './sound.dto';

/** A sound row as the hydrating query returns it (snake_case from PostgreSQL). */
export type SoundRow = {
  id: string;
  name: string;
  description: string;
  type: SoundResponse['type'];
  key: SoundResponse['key'];
  bpm: SoundResponse['bpm'];
  tempo: number | null;
  loudness: number | null;
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

/** Everything a card shows, one query for a whole page, ids kept in their order (the sound-cards migration). */
export const HYDRATE_SOUNDS_SQL = `SELECT * FROM catalogue.sound_cards($1::uuid[], $2) ORDER BY card_order`;

/**
 * The list version, whether the viewer has a sound that is not public, and the counts and the
 * viewer's flags of these ids: what a shared page needs afresh on every request (SharedPages).
 * One row per id found, or one row with no id when none is (the list-version migration).
 */
export const VIEWER_VIEW_SQL = `SELECT * FROM catalogue.viewer_view($1, $2::uuid[])`;
