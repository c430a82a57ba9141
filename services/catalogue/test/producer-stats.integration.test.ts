// Issue #33 §4 'Meu painel': a producer's own numbers from counter tables bumped with the facts
// they count. A preview play counts once per listener, sound and UTC day, never the owner's own,
// never on a sound the listener cannot see; likes, downloads by file and follows land in their
// day; the 7/30/90 windows cut by day; another producer's numbers never show.
import { randomUUID } from 'node:crypto';
import { MediaEvents, type DownloadServed } from '@sampleteca/contracts';
import { Redis } from 'ioredis';
import { clock } from '@sampleteca/runtime';
import { CountedDaysPurger } from '../src/publishing/producer-stats/counted-days.purger';
import { CatalogueApi, type SoundJson, type TestUser } from './support/catalogue-api';

const api = new CatalogueApi();
let producer: TestUser;
let rival: TestUser;
let fan: TestUser;
let other: TestUser;
let beat: SoundJson;
let loop: SoundJson;
let rivalSound: SoundJson;
let rivalPrivate: SoundJson;

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  // Visitors are told apart by the address the proxy (here: the test) says they came from.
  await api.start({ TRUST_PROXY: 'loopback', CATALOGUE_VISITOR_PLAYS_PER_ADDRESS: '3' });
  [producer, rival, fan, other] = await Promise.all([
    api.user('Nina Produz'),
    api.user('Rival Produz'),
    api.user('Fã Número Um'),
    api.user('Outra Fã'),
  ]);
  beat = await api.sound(producer, { name: 'Beat de verão' });
  loop = await api.sound(producer, { name: 'Loop de inverno' });
  rivalSound = await api.sound(rival, { name: 'Som da rival' });
  rivalPrivate = await api.sound(rival, { name: 'Rascunho da rival' }, false);
}, 90_000);

afterAll(() => api.stop());

const stats = async (user: TestUser, days: unknown = 7) => {
  const answer = await api.as(user, 'GET', `/library/stats?days=${days}`);
  expect(answer.status).toBe(200);
  return answer.body as {
    days: number;
    totals: Record<string, number>;
    series: ({ day: string } & Record<string, number>)[];
    topSounds: ({ id: string; name: string } & Record<string, number>)[];
  };
};
const play = (user: TestUser, sound: SoundJson | string) =>
  api.as(user, 'POST', `/sounds/${typeof sound === 'string' ? sound : sound.id}/plays`);
const like = async (user: TestUser, sound: SoundJson, liked: boolean) =>
  expect((await api.as(user, 'PUT', `/sounds/${sound.id}/like`, { liked })).status).toBe(200);
const follow = async (producerUser: TestUser, user: TestUser, following: boolean) =>
  expect((await api.as(user, 'PUT', `/artists/${producerUser.id}/follow`, { following })).status).toBe(200);
const served = (user: TestUser, sound: SoundJson, file: DownloadServed['file'], at = new Date()) =>
  api.fromMedia<DownloadServed>(MediaEvents.DownloadServed, {
    audioId: randomUUID(),
    soundId: sound.id,
    userId: user.id,
    servedAt: at.toISOString(),
    file,
  });

test('a preview play counts once per listener and day; not the owner, not a sound one cannot see', async () => {
  expect((await play(fan, beat)).status).toBe(204);
  expect((await play(fan, beat)).status).toBe(204);
  expect((await play(other, beat)).status).toBe(204);
  expect((await play(producer, beat)).status).toBe(204);
  expect((await play(fan, loop)).status).toBe(204);

  expect((await play(fan, rivalPrivate)).status).toBe(404);
  expect((await play(fan, randomUUID())).status).toBe(404);

  const mine = await stats(producer);
  expect(mine.totals.plays).toBe(3);
  expect(mine.series.at(-1)).toMatchObject({ day: today(), plays: 3 });
  expect(mine.topSounds.map((sound) => [sound.name, sound.plays])).toEqual([
    ['Beat de verão', 2],
    ['Loop de inverno', 1],
  ]);
  // The rival's private draft played by its owner is the owner's own: nothing.
  expect((await play(rival, rivalPrivate)).status).toBe(204);
  expect((await stats(rival)).totals.plays).toBe(0);
});

test('a visitor’s play (a shared link, no account) counts once per visitor and day, without a cookie, 3 at most per address', async () => {
  const sharer = await api.user('Quem Compartilha');
  const shared = await api.sound(sharer, { name: 'Link no WhatsApp' });
  const draft = await api.sound(sharer, { name: 'Ainda Privado' }, false);
  const visit = (sound: SoundJson | string, address: string, browser: string) =>
    api.call('POST', `/sounds/${typeof sound === 'string' ? sound : sound.id}/plays`, {
      headers: { 'x-forwarded-for': address, 'user-agent': browser },
    });

  const first = await visit(shared, '203.0.113.7', 'Celular da Bia');
  expect(first.status).toBe(204);
  expect(first.headers.get('set-cookie')).toBeNull();
  expect((await visit(shared, '203.0.113.7', 'Celular da Bia')).status).toBe(204); // again today: nothing
  // Others behind the same address count, up to 3: changing browsers makes no audience.
  for (const browser of ['Notebook do Caio', 'Tablet da Duda', 'Outro navegador', 'Mais um navegador']) {
    expect((await visit(shared, '203.0.113.7', browser)).status).toBe(204);
  }
  expect((await visit(shared, '198.51.100.2', 'Celular da Bia')).status).toBe(204); // another place: one more
  expect((await visit(shared, '2001:db8:1:2::9', 'Celular da Bia')).status).toBe(204);
  expect((await visit(shared, '2001:db8:1:2::10', 'Celular da Bia')).status).toBe(204); // the same /64
  expect((await visit(draft, '198.51.100.2', 'Celular da Bia')).status).toBe(404);
  expect((await visit(randomUUID(), '198.51.100.2', 'Celular da Bia')).status).toBe(404);
  expect((await stats(sharer)).series.at(-1)).toMatchObject({ day: today(), plays: 5 });

  // Nothing kept tells who they were: no address or browser in Redis, no visitor row in PostgreSQL.
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const keys = await redis.keys(`${api.platform.config.REDIS_PREFIX}:catalogue:visitor-plays:*`);
    expect(keys.length).toBeGreaterThan(0);
    // Besides the day's random key (its value), only marks and counts.
    const values = await Promise.all(keys.filter((key) => !key.endsWith(':key')).map((key) => redis.get(key)));
    const kept = JSON.stringify([keys, values]);
    for (const secret of ['203.0.113', '198.51.100', '2001:db8', 'Bia', 'Caio', shared.id]) {
      expect({ secret, found: kept.includes(secret) }).toEqual({ secret, found: false });
    }
    // Each key lives until its day is over, never longer.
    for (const key of keys) expect(await redis.pttl(key)).toBeLessThanOrEqual(DAY + 60_000);
  } finally {
    redis.disconnect();
  }
  const { rows } = await api.db.query('SELECT 1 FROM catalogue.preview_plays WHERE sound_id = $1', [shared.id]);
  expect(rows).toEqual([]);

  // The next day is a new day: the same visitor counts again.
  clock.advance(DAY);
  try {
    expect((await visit(shared, '203.0.113.7', 'Celular da Bia')).status).toBe(204);
    expect((await stats(sharer)).series.at(-1)).toMatchObject({ plays: 1 });
  } finally {
    clock.advance(-DAY);
  }
});

test('the rows that count a day once go when the day is over; the dashboard’s numbers stay', async () => {
  const listener = await api.user('Ouvinte de Antes');
  const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);
  for (const days of [1, 3, 40]) {
    await api.db.query('INSERT INTO catalogue.preview_plays (sound_id, listener_id, day) VALUES ($1, $2, $3)', [
      loop.id,
      listener.id,
      dayOf(days),
    ]);
    await api.db.query(
      'INSERT INTO catalogue.like_day_starts (user_id, sound_id, day, liked) VALUES ($1, $2, $3, false)',
      [listener.id, loop.id, dayOf(days)],
    );
    await api.db.query(
      'INSERT INTO catalogue.follow_day_starts (follower_id, producer_id, day, following) VALUES ($1, $2, $3, false)',
      [listener.id, producer.id, dayOf(days)],
    );
  }
  expect((await play(listener, loop)).status).toBe(204);
  const before = await stats(producer, 90);

  await api.platform.app.get(CountedDaysPurger).purge();

  for (const [table, who] of [
    ['preview_plays', 'listener_id'],
    ['like_day_starts', 'user_id'],
    ['follow_day_starts', 'follower_id'],
  ]) {
    const { rows } = await api.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM catalogue.${table} WHERE ${who} = $1 ORDER BY day`,
      [listener.id],
    );
    const kept = table === 'preview_plays' ? [dayOf(1), today()] : [dayOf(1)];
    expect({ table, days: rows.map((row: { day: string }) => row.day) }).toEqual({ table, days: kept });
  }
  expect(await stats(producer, 90)).toEqual(before);
  // Today's play is still known: playing again today adds nothing.
  expect((await play(listener, loop)).status).toBe(204);
  expect(await stats(producer, 90)).toEqual(before);
});

test('likes, unlikes, downloads by file and followers land in their day', async () => {
  await like(fan, beat, true);
  await like(fan, beat, true); // the same state again counts nothing
  await like(other, beat, true);
  await like(other, beat, false);

  await served(fan, beat, 'mp3');
  await served(fan, beat, 'original'); // one download per listener and sound: counted already
  await served(other, beat, 'original');
  await served(fan, loop, undefined); // an event from before the file was named: the MP3
  await served(other, loop, 'mp3', daysAgo(20));

  await follow(producer, fan, true);
  await follow(producer, fan, true);
  await follow(producer, other, true);
  await follow(producer, other, false);

  // A like (or a follow) undone the same day is nothing by the end of the day.
  const week = await stats(producer, 7);
  expect(week.series).toHaveLength(7);
  expect(week.series.at(-1)).toMatchObject({
    day: today(),
    likes: 1,
    unlikes: 0,
    downloadsMp3: 2,
    downloadsOriginal: 1,
    downloadsTuned: 0,
    followersGained: 1,
    followersLost: 0,
  });
  expect(week.totals).toMatchObject({ likes: 1, unlikes: 0, downloadsMp3: 2, downloadsOriginal: 1 });
  expect(week.topSounds[0]).toMatchObject({ id: beat.id, plays: 2, likes: 1, downloadsMp3: 1, downloadsOriginal: 1 });

  // The download served 20 days ago is in the 30-day window's day, not the week's.
  const month = await stats(producer, 30);
  expect(month.series).toHaveLength(30);
  expect(month.totals.downloadsMp3).toBe(3);
  const twentyDaysAgo = daysAgo(20).toISOString().slice(0, 10);
  expect(month.series.find((day) => day.day === twentyDaysAgo)).toMatchObject({ downloadsMp3: 1 });
});

test('the 90-day window reaches further; another producer never sees these numbers', async () => {
  await served(fan, rivalSound, 'original', daysAgo(60));
  expect((await stats(producer, 90)).totals.downloadsMp3).toBe(3);
  expect((await stats(producer, 90)).series).toHaveLength(90);

  const theirs = await stats(rival, 90);
  expect(theirs.totals).toMatchObject({
    plays: 0,
    likes: 0,
    downloadsMp3: 0,
    downloadsOriginal: 1,
    followersGained: 0,
  });
  expect(theirs.topSounds.map((sound) => sound.id)).toEqual([rivalSound.id]);
  expect((await stats(rival, 30)).totals.downloadsOriginal).toBe(0);
  // A listener with no sounds has an empty dashboard, not someone else's.
  expect((await stats(fan, 7)).totals).toMatchObject({ plays: 0, likes: 0, downloadsMp3: 0 });
});

test('a period other than 7, 30 or 90 days is refused in Portuguese', async () => {
  for (const days of ['14', 'semana', '', '7.5']) {
    const answer = await api.as(producer, 'GET', `/library/stats?days=${days}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('O período deve ser de 7, 30 ou 90 dias.');
  }
  expect((await api.as(producer, 'GET', '/library/stats')).status).toBe(400);
  expect((await api.call('GET', '/library/stats?days=7')).status).toBe(401);
});

test('a download from the tuned link counts as tuned', async () => {
  const tuner = await api.user('Quem Afina');
  const link = await api.as(tuner, 'POST', `/sounds/${loop.id}/downloads`);
  expect(link.status).toBe(200);
  expect((link.body.tuneFrom as { url: string }).url).toContain('format=tuned');
  await served(tuner, loop, 'tuned');
  const week = await stats(producer, 7);
  expect(week.totals.downloadsTuned).toBe(1);
  expect(week.series.at(-1)).toMatchObject({ day: today(), downloadsTuned: 1 });
});

test('deleting a sound takes its counters with it', async () => {
  const gone = await api.sound(producer, { name: 'Som que some' });
  await play(fan, gone);
  expect((await api.as(producer, 'DELETE', `/sounds/${gone.id}`)).status).toBe(200);
  const { rows } = await api.db.query('SELECT 1 FROM catalogue.sound_daily_counts WHERE sound_id = $1', [gone.id]);
  expect(rows).toHaveLength(0);
});

test('toggling counts where each person ends the day: one like that stands, or none; an earlier like undone is one unlike', async () => {
  const [maker, clicker, steady] = await Promise.all([
    api.user('Quem Faz'),
    api.user('Quem Clica'),
    api.user('Quem Fica'),
  ]);
  const tune = await api.sound(maker, { name: 'Som Disputado' });
  const todayOf = async () => (await stats(maker, 7)).series.at(-1)!;

  // Twenty clicks each, ending where they began: nothing.
  for (let click = 0; click < 10; click++) {
    await like(clicker, tune, true);
    await like(clicker, tune, false);
    await follow(maker, clicker, true);
    await follow(maker, clicker, false);
  }
  expect(await todayOf()).toMatchObject({ likes: 0, unlikes: 0, followersGained: 0, followersLost: 0 });
  // Ending liked and following: one each, however many clicks it took.
  await like(clicker, tune, true);
  await like(clicker, tune, false);
  await like(clicker, tune, true);
  await like(steady, tune, true);
  await follow(maker, clicker, true);
  await follow(maker, steady, true);
  expect(await todayOf()).toMatchObject({ likes: 2, unlikes: 0, followersGained: 2, followersLost: 0 });

  const yesterday = today();
  clock.advance(DAY);
  try {
    // The next day: undoing yesterday's like and follow is one unlike and one follower lost...
    await like(clicker, tune, false);
    await follow(maker, clicker, false);
    expect(await todayOf()).toMatchObject({ likes: 0, unlikes: 1, followersGained: 0, followersLost: 1 });
    // ...taken back by liking and following again that day, however often.
    for (let click = 0; click < 5; click++) {
      await like(clicker, tune, true);
      await like(clicker, tune, false);
    }
    await like(clicker, tune, true);
    await follow(maker, clicker, true);
    const next = await stats(maker, 7);
    expect(next.series.at(-1)).toMatchObject({ likes: 0, unlikes: 0, followersGained: 0, followersLost: 0 });
    expect(next.series.find((day) => day.day === yesterday)).toMatchObject({ likes: 2, followersGained: 2 });
    expect(next.totals).toMatchObject({ likes: 2, unlikes: 0, followersGained: 2, followersLost: 0 });
    // What the sound and the producer's page show agrees.
    expect((await api.as(maker, 'GET', `/sounds/${tune.id}`)).body.likes).toBe(2);
    expect((await api.as(maker, 'GET', `/artists/${maker.id}/follow`)).body).toMatchObject({ followers: 2 });
  } finally {
    clock.advance(-DAY);
  }
});
