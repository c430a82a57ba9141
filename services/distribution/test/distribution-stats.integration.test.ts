// The dashboard's pending requests (GET /api/admin/distribution/stats/daily): distribution counts
// the requests pending at the end of each day from its own rows, for administrators only.
import { distributionService } from '@sampleteca/distribution';
import { momentOn, nonZero, saoPauloDate, series, ServiceAlone, statsUsers } from '@sampleteca/testing';

// Distribution alone: its rows are written here, identity's tokens come from the stand-in issuer.
const api = new ServiceAlone([distributionService]);
const users = statsUsers(api);

async function request(status: 'pending' | 'approved' | 'cancelled', createdAt: Date, decidedAt: Date | null) {
  await api.db.query(
    `INSERT INTO distribution.requests (id, sound_id, user_id, kind, status, created_at, decided_at)
     VALUES (gen_random_uuid(), gen_random_uuid(), $1, 'publication', $2, $3, $4)`,
    [users.producer.id, status, createdAt, decidedAt],
  );
}

test('counts the requests pending at the end of each of the last 30 days, and now', async () => {
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
  await request('approved', await momentOn(api.db, 10), await momentOn(api.db, 4)); // pending days 10 to 5
  await request('pending', await momentOn(api.db, 2), null); // pending since two days ago
  await request('approved', await momentOn(api.db, 40), await momentOn(api.db, 35)); // decided before the window
  await request('cancelled', await momentOn(api.db, 40), secondsAgo(1)); // pending until a moment ago
  await request('pending', secondsAgo(2), null); // sent just now

  const answer = await api.as(users.admin, 'GET', '/admin/distribution/stats/daily');
  const expected: Record<string, number> = {};
  for (let daysAgo = 29; daysAgo >= 0; daysAgo -= 1) {
    const pending =
      (daysAgo >= 5 && daysAgo <= 10 ? 1 : 0) +
      (daysAgo <= 2 ? 1 : 0) +
      (daysAgo >= 1 ? 1 : 0) +
      (daysAgo === 0 ? 1 : 0);
    expected[saoPauloDate(daysAgo)] = pending;
  }
  expect(nonZero(series(answer, 'pending'))).toEqual(nonZero(expected));
  expect(answer.body.pendingNow).toBe(2);
});

test('refuses a signed-in user who is not an administrator (403) and a visitor (401)', async () => {
  const refused = await api.as(users.producer, 'GET', '/admin/distribution/stats/daily');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FORBIDDEN');
  expect((await api.call('GET', '/admin/distribution/stats/daily')).status).toBe(401);
});
