// What the dashboard's stats tests share: days as the console counts them (São Paulo), and
// timestamps placed on a given day of that calendar.
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Client } from 'pg';
import type { ApiAnswer } from './api-client';

export const STATS_TIME_ZONE = 'America/Sao_Paulo';

/** The São Paulo calendar date `daysAgo` days before today, as the routes write it (AAAA-MM-DD). */
export function saoPauloDate(daysAgo = 0): string {
  const [today] = new Date().toLocaleString('sv-SE', { timeZone: STATS_TIME_ZONE }).split(' ');
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
}

/**
 * A moment on the São Paulo day `daysAgo` days back, `minutes` after its midnight (negative:
 * before it, on the day before), computed by PostgreSQL as the routes compute their days.
 */
export async function momentOn(db: Client, daysAgo: number, minutes = 12 * 60): Promise<Date> {
  const { rows } = await db.query<{ at: Date }>(
    `SELECT (((now() AT TIME ZONE $1)::date - $2::int)::timestamp AT TIME ZONE $1) + $3::int * interval '1 minute' AS at`,
    [STATS_TIME_ZONE, daysAgo, minutes],
  );
  return rows[0].at;
}

/** The route's days as `{ date: value }` for one series, and checks the window's shape. */
export function series(answer: ApiAnswer, name: string): Record<string, number> {
  expect(answer.status).toBe(200);
  const days = answer.body.days as Record<string, string | number>[];
  expect(answer.body.timeZone).toBe(STATS_TIME_ZONE);
  expect(days).toHaveLength(30);
  expect(days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => saoPauloDate(29 - index)));
  return Object.fromEntries(days.map((day) => [day.date, day[name] as number]));
}

/** Only the days with a count, to compare with what a test seeded. */
export const nonZero = (counts: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => count !== 0));

/** A service under test as a stats test drives it: started, stopped, and its users. */
type StatsSubject<User> = {
  start(): Promise<unknown>;
  stop(): Promise<unknown>;
  user(name: string): Promise<User>;
  admin(user: User): Promise<User>;
};

/**
 * Runs `api` for the test file: an administrator who reads the dashboard, and a producer whose
 * rows are counted and who is refused the route. The fields are set once the service is up.
 */
export function statsUsers<User>(api: StatsSubject<User>): { admin: User; producer: User } {
  const users = {} as { admin: User; producer: User };
  beforeAll(async () => {
    await api.start();
    users.admin = await api.admin(await api.user('Dora Admin'));
    users.producer = await api.user('Paulo Produtor');
  });
  afterAll(() => api.stop());
  return users;
}
