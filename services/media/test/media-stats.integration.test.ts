// The dashboard's processing failures per day (GET /api/admin/media/stats/daily): media counts
// its own failed audio files by upload day, for administrators only.
import { randomUUID } from 'node:crypto';
import { mediaService } from '@sampleteca/media';
import { momentOn, nonZero, saoPauloDate, series, statsUsers, ServiceAlone } from '@sampleteca/testing';

// Media alone: it keeps no profiles, its users are the tokens the stand-in identity signs.
const api = new ServiceAlone([mediaService]);
const users = statsUsers(api);

/** An uploaded audio file as media records it, settled `status`, uploaded `daysAgo`. */
async function audioFile(status: 'processing' | 'ready' | 'failed', daysAgo: number, discarded = false) {
  const id = randomUUID();
  await api.db.query(
    `INSERT INTO media.audio_files (id, owner_user_id, original_key, content_type, bytes, status, failure_message,
                                    duration_seconds, preview_key, created_at, updated_at, deleted_at)
     VALUES ($1, $2, $3, 'audio/wav', 1000, $4, $5, $6, $7, $8, now(), $9)`,
    [
      id,
      users.producer.id,
      `audio/${id}/original.wav`,
      status,
      status === 'failed' ? 'Não foi possível ler o áudio.' : null,
      status === 'ready' ? 4 : null,
      status === 'ready' ? `audio/${id}/preview.mp3` : null,
      await momentOn(api.db, daysAgo),
      discarded ? new Date() : null,
    ],
  );
}

test('counts the audio files that failed processing by the day they were sent, over the last 30 days', async () => {
  await audioFile('failed', 0);
  await audioFile('failed', 7);
  await audioFile('failed', 7, true); // discarded since by the sweep: it failed all the same
  await audioFile('failed', 45); // before the window
  await audioFile('ready', 7);
  await audioFile('processing', 0);

  const answer = await api.as(users.admin, 'GET', '/admin/media/stats/daily');
  expect(nonZero(series(answer, 'failures'))).toEqual({ [saoPauloDate(7)]: 2, [saoPauloDate(0)]: 1 });
});

test('refuses a signed-in user who is not an administrator (403) and a visitor (401)', async () => {
  const refused = await api.as(users.producer, 'GET', '/admin/media/stats/daily');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FORBIDDEN');
  expect((await api.call('GET', '/admin/media/stats/daily')).status).toBe(401);
});
