// The dashboard's new users per day (GET /api/admin/identity/stats/daily): identity counts its
// own accounts, by São Paulo's days, for administrators only.
import { IdentityApi, type TestUser } from './support/identity-api';
import { momentOn, nonZero, saoPauloDate, series } from '@sampleteca/testing';

const api = new IdentityApi();
let admin: TestUser;
let listener: TestUser;

beforeAll(async () => {
  await api.start();
  admin = await api.admin(await api.user('Dora Admin'));
  listener = await api.user('Lia Ouvinte');
});
afterAll(() => api.stop());

const createdAt = async (user: TestUser, at: Date) =>
  api.db.query('UPDATE identity.users SET created_at = $2 WHERE id = $1', [user.id, at]);

test('counts the accounts made on each of the last 30 days, today last, demo accounts left out', async () => {
  const threeDaysAgo = [await api.user(), await api.user()];
  for (const user of threeDaysAgo) await createdAt(user, await momentOn(api.db, 3));
  // 23:59 in São Paulo two days ago, already the next day in UTC: counted on São Paulo's day.
  await createdAt(await api.user(), await momentOn(api.db, 1, -1));
  await createdAt(await api.user(), await momentOn(api.db, 29, 1));
  await createdAt(await api.user(), await momentOn(api.db, 30, 12 * 60)); // before the window
  const demo = await api.user();
  await api.db.query(`UPDATE identity.users SET provider = 'demo' WHERE id = $1`, [demo.id]);

  const answer = await api.as(admin, 'GET', '/admin/identity/stats/daily');
  expect(nonZero(series(answer, 'newUsers'))).toEqual({
    [saoPauloDate(29)]: 1,
    [saoPauloDate(3)]: 2,
    [saoPauloDate(2)]: 1,
    [saoPauloDate(0)]: 2, // the admin and the listener
  });
});

test('refuses a signed-in user who is not an administrator (403) and a visitor (401)', async () => {
  const refused = await api.as(listener, 'GET', '/admin/identity/stats/daily');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FORBIDDEN');
  expect((await api.call('GET', '/admin/identity/stats/daily')).status).toBe(401);
});
