// A sound row as a card shows it to one viewer: what only its owner sees, and a preview link
// only for audio that is ready.
import type { SoundRow } from './sound-lists.repository';
import { mapSound } from './sound-response.dto';

const OWNER = '11111111-0000-4000-8000-000000000001';
const LISTENER = '22222222-0000-4000-8000-000000000002';

const row = (changes: Partial<SoundRow> = {}): SoundRow => ({
  id: 'a3b1c2d4-0000-4000-8000-000000000010',
  name: 'Groove de Verão',
  description: 'Loop de bateria',
  type: 'Beats',
  key: 'Am',
  bpm: '85-100',
  tempo: 92,
  loudness: -14.5,
  category_id: 'c0000000-0000-4000-8000-000000000001',
  category_name: 'Funk',
  drum_kit_id: null,
  drum_kit_name: null,
  drum_kit_image: null,
  artist_id: null,
  artist_name: null,
  artist_image: null,
  owner_id: OWNER,
  owner_name: 'Ana Produtora',
  owner_avatar: null,
  audio_id: 'aud00000-0000-4000-8000-000000000001',
  audio_status: 'ready',
  duration_seconds: 8.5,
  peaks: [0.1, 0.5],
  card_levels: null,
  failure_message: null,
  image_url: null,
  is_free: true,
  is_produced: false,
  status: 'private',
  review_status: 'pending',
  likes_count: 3,
  downloads_count: 7,
  liked: true,
  downloaded: false,
  created_at: new Date('2026-11-20T10:00:00Z'),
  instrument_family: 'kick',
  shape: 'one-shot',
  family_source: 'analysis',
  ...changes,
});

const link = (audioId: string) => `/api/media/audio/${audioId}/preview?signed`;

test('its owner sees the review and that it is theirs; a listener sees neither', () => {
  const forOwner = mapSound(row(), OWNER, link);
  expect(forOwner).toMatchObject({ mine: true, review: 'pending', liked: true, likes: 3, downloads: 7 });
  const forListener = mapSound(row({ status: 'public' }), LISTENER, link);
  expect(forListener).toMatchObject({ mine: false, review: null });
});

test('a preview link is signed only for audio that is ready', () => {
  expect(mapSound(row(), LISTENER, link).audio.previewUrl).toBe(link(row().audio_id));
  const processing = mapSound(row({ audio_status: null, peaks: null }), LISTENER, link).audio;
  expect(processing).toMatchObject({ status: 'processing', previewUrl: null, levels: null });
  const failed = mapSound(row({ audio_status: 'failed', failure_message: 'Arquivo ilegível.' }), OWNER, link).audio;
  expect(failed).toMatchObject({ status: 'failed', previewUrl: null, failureMessage: 'Arquivo ilegível.' });
});

test("a card's waveform travels scaled to the loudest, in twentieths: what a card bar can draw", () => {
  const levels = (changes: Partial<SoundRow>) => mapSound(row(changes), LISTENER, link).audio.levels;
  expect(levels({ card_levels: Buffer.from([5, 20, 0, 10]) })).toBe('fuak');
  // A row the card-levels backfill has not reached yet draws the same from its bars.
  expect(levels({ peaks: [0.123, 0.5, 0.005, 0.25] })).toBe('fuak');
  expect(levels({ peaks: [0, 0, 0] })).toBe('aaa');
});

test('references appear only when the sound has them, and the date is ISO 8601', () => {
  const sound = mapSound(
    row({ drum_kit_id: 'k0000000-0000-4000-8000-000000000001', drum_kit_name: 'Kit Praia' }),
    OWNER,
    link,
  );
  expect(sound.category).toEqual({ id: row().category_id, name: 'Funk' });
  expect(sound.drumKit).toEqual({ id: 'k0000000-0000-4000-8000-000000000001', name: 'Kit Praia', imageUrl: null });
  expect(sound.artist).toBeNull();
  expect(sound.createdAt).toBe('2026-11-20T10:00:00.000Z');
});

test('the exact tempo reads as written (a float4 comes back as 92.0999…) and the loudness travels with the audio', () => {
  const sound = mapSound(row({ tempo: 92.0999984741211, loudness: -17.25 }), LISTENER, link);
  expect(sound.tempo).toBe(92.1);
  expect(sound.audio.loudness).toBe(-17.25);
  expect(mapSound(row({ tempo: null, loudness: null }), LISTENER, link)).toMatchObject({
    tempo: null,
    audio: { loudness: null },
  });
});

test('a card says what the sound is and whose word that is (#44)', () => {
  expect(mapSound(row(), LISTENER, link)).toMatchObject({
    instrumentFamily: 'kick',
    shape: 'one-shot',
    familySource: 'analysis',
  });
  const untagged = row({ instrument_family: null, shape: null, family_source: null });
  expect(mapSound(untagged, LISTENER, link)).toMatchObject({ instrumentFamily: null, shape: null, familySource: null });
});
