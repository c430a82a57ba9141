// The dashboard's uploads and downloads per day and the sounds whose processing failed
// (GET /api/admin/catalogue/stats/daily): the catalogue counts its own rows, for administrators only.
import { CatalogueApi, type TestUser } from './support/catalogue-api';
import { momentOn, nonZero, saoPauloDate, series, statsUsers } from '@sampleteca/testing';

const api = new CatalogueApi();
const users = statsUsers(api);

const soundMadeOn = async (daysAgo: number, minutes?: number) => {
  const sound = await api.sound(users.producer);
  await api.db.query('UPDATE catalogue.sounds SET created_at = $2 WHERE id = $1', [
    sound.id,
    await momentOn(api.db, daysAgo, minutes),
  ]);
  return sound.id;
};

const downloaded = async (soundId: string, user: TestUser, daysAgo: number) =>
  api.db.query('INSERT INTO catalogue.downloads (user_id, sound_id, created_at) VALUES ($1, $2, $3)', [
    user.id,
    soundId,
    await momentOn(api.db, daysAgo),
  ]);

test('counts the sounds sent and the downloads counted on each of the last 30 days, and the failed sounds now', async () => {
  const today = (await api.sound(users.producer)).id;
  const fiveDaysAgo = [await soundMadeOn(5), await soundMadeOn(5)];
  await soundMadeOn(1, -1); // 23:59 two days ago in São Paulo, the next day in UTC
  await soundMadeOn(31); // before the window
  await downloaded(today, users.admin, 0);
  await downloaded(today, users.producer, 0);
  await downloaded(fiveDaysAgo[0], users.admin, 4);
  await downloaded(fiveDaysAgo[1], users.admin, 40);
  // Media could not process one sound's audio.
  await api.db.query(
    `UPDATE catalogue.audio_files SET status = 'failed', failure_message = 'Arquivo corrompido'
      WHERE audio_id = (SELECT audio_id FROM catalogue.sounds WHERE id = $1)`,
    [fiveDaysAgo[1]],
  );

  const answer = await api.as(users.admin, 'GET', '/admin/catalogue/stats/daily');
  expect(nonZero(series(answer, 'uploads'))).toEqual({
    [saoPauloDate(5)]: 2,
    [saoPauloDate(2)]: 1,
    [saoPauloDate(0)]: 1,
  });
  expect(nonZero(series(answer, 'downloads'))).toEqual({ [saoPauloDate(4)]: 1, [saoPauloDate(0)]: 2 });
  expect(answer.body.failedProcessing).toBe(1);
});

test('refuses a signed-in user who is not an administrator (403) and a visitor (401)', async () => {
  const refused = await api.as(users.producer, 'GET', '/admin/catalogue/stats/daily');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FORBIDDEN');
  expect((await api.call('GET', '/admin/catalogue/stats/daily')).status).toBe(401);
});
