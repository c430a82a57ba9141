// Issue #33 §2: following producers. 'Seguir' is a state (twice changes nothing, never oneself);
// a followed producer's sound made public (distribution's approval) reaches each follower once,
// even when the event comes again; the bell counts it live (server-sent events) and 'Novidades'
// lists it; the daily digest goes at most once a day to those who asked, names only public
// sounds, and stops from its link without signing in. The live streams are bounded (#43): a few
// per person, a ceiling per process, and each ends soon after its session does.
import { randomUUID } from 'node:crypto';
import {
  CatalogueEvents,
  DistributionEvents,
  IdentityEvents,
  type SoundPublished,
  type UserDeleted,
} from '@sampleteca/contracts';
import { SessionRevocationsStore } from '@sampleteca/auth';
import { JobsRuntime } from '@sampleteca/jobs';
import { EventPublisher } from '@sampleteca/messaging';
import { clock, PersonLeasesLimiter } from '@sampleteca/runtime';
import { eventually, metricValue, publishApplied } from '@sampleteca/testing';
import { FollowerNewsService } from '../src/social/follows/follower-news.service';
import { NEWS_STREAMS_SCOPE } from '../src/social/follows/news-stream.service';
import { NewsDigestService } from '../src/social/follows/news-digest.service';
import { unsubscribeToken } from '../src/social/follows/unsubscribe-token';
import { CatalogueApi, names, type SoundJson, type TestUser } from './support/catalogue-api';

const STREAMS_PER_PERSON = 3;
const STREAMS_PER_PROCESS = 7;
/** Short, so that a vanished process's leases expire within a test's wait. */
const STREAM_LEASE_MS = 1500;

const api = new CatalogueApi();
let producer: TestUser;
let fan: TestUser;
let other: TestUser;
let stranger: TestUser;
let version = 0;

beforeAll(async () => {
  await api.start({
    CATALOGUE_NEWS_STREAMS_PER_PERSON: String(STREAMS_PER_PERSON),
    CATALOGUE_NEWS_STREAMS_PER_PROCESS: String(STREAMS_PER_PROCESS),
    // Sessions checked often, so that a test waits for a revoked stream's end without long.
    CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS: '100',
    CATALOGUE_NEWS_STREAM_LEASE_MS: String(STREAM_LEASE_MS),
  });
  [producer, fan, other, stranger] = await Promise.all([
    api.user('Nina Produz'),
    api.user('Fã Número Um'),
    api.user('Outra Fã'),
    api.user('Quem Não Segue'),
  ]);
}, 90_000);

afterAll(() => api.stop());

/** What distribution's approval does: the sound becomes public and sound.published goes out. */
async function approve(sound: SoundJson): Promise<void> {
  version += 1;
  await publishApplied(
    { publisher: api.platform.app.get(EventPublisher), db: api.db, consumer: 'catalogue' },
    DistributionEvents.Approved,
    {
      requestId: randomUUID(),
      soundId: sound.id,
      userId: producer.id,
      kind: 'publication',
      status: 'approved',
      version,
      occurredAt: new Date().toISOString(),
    },
    'distribution',
  );
}

const unread = async (user: TestUser) => (await api.as(user, 'GET', '/notifications')).body.unread as number;
const told = async (soundId: string) =>
  (await api.db.query('SELECT user_id FROM catalogue.follower_news WHERE sound_id = $1', [soundId])).rows.map(
    (row: { user_id: string }) => row.user_id,
  );

test('following is a state, counted; nobody follows themselves or someone who does not exist', async () => {
  const follow = (user: TestUser, id: string, following: unknown) =>
    api.as(user, 'PUT', `/artists/${id}/follow`, { following });
  expect((await follow(fan, producer.id, true)).body).toEqual({ following: true, followers: 1 });
  expect((await follow(fan, producer.id, true)).body).toEqual({ following: true, followers: 1 });
  expect((await follow(other, producer.id, true)).body).toEqual({ following: true, followers: 2 });
  expect((await api.as(stranger, 'GET', `/artists/${producer.id}/follow`)).body).toEqual({
    following: false,
    followers: 2,
  });

  const self = await follow(producer, producer.id, true);
  expect(self.status).toBe(400);
  expect(self.body.message).toBe('Você não pode seguir a si mesmo.');
  expect((await follow(fan, randomUUID(), true)).status).toBe(404);
  expect((await follow(fan, 'ninguem', true)).status).toBe(404);
  const invalid = await follow(fan, producer.id, 'sim');
  expect(invalid.status).toBe(400);
  expect(JSON.stringify(invalid.body)).toContain('following deve ser true ou false');

  const following = await api.as(fan, 'GET', '/following');
  expect(following.body).toMatchObject({ total: 1, items: [{ id: producer.id, name: producer.name }] });
  expect((await api.as(fan, 'GET', '/following/ids')).body).toEqual({ ids: [producer.id] });
  expect((await api.as(stranger, 'GET', '/following')).body).toMatchObject({ total: 0, items: [] });
});

test('a sound made public reaches each follower once, redelivered or not, and only followers', async () => {
  const beat = await api.sound(producer, { name: 'Batida Nova' }, false);
  const secret = await api.sound(producer, { name: 'Rascunho Privado' }, false);
  const before = await unread(fan);
  await approve(beat);
  await eventually(async () => expect((await told(beat.id)).sort()).toEqual([fan.id, other.id].sort()));
  expect(await unread(fan)).toBe(before + 1);
  expect(await unread(stranger)).toBe(0);

  // The event again (a redelivery, a worker killed midway): nobody is told twice.
  const event: SoundPublished = { soundId: beat.id, ownerUserId: producer.id, publishedAt: new Date().toISOString() };
  expect(await api.platform.app.get(FollowerNewsService).fanOut(event)).toBe(2);
  expect((await told(beat.id)).length).toBe(2);
  expect(await unread(fan)).toBe(before + 1);

  const bell = await api.as(fan, 'GET', '/notifications');
  expect((bell.body.items as unknown[])[0]).toMatchObject({
    soundId: beat.id,
    soundName: 'Batida Nova',
    producer: { id: producer.id, name: producer.name },
    read: false,
  });
  expect(JSON.stringify(bell.body)).not.toContain(secret.id);
  expect(names(await api.as(fan, 'GET', '/following/news'))).toEqual(['Batida Nova']);

  // The bell goes dark when read.
  expect((await api.as(fan, 'POST', '/notifications/read')).status).toBe(204);
  expect(await unread(fan)).toBe(0);
  expect(((await api.as(fan, 'GET', '/notifications')).body.items as unknown[])[0]).toMatchObject({ read: true });
});

test('the bell hears a publication live, over server-sent events', async () => {
  const controller = new AbortController();
  const response = await fetch(`${api.platform.url}/api/notifications/events`, {
    headers: { authorization: `Bearer ${other.token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const nextCount = async (): Promise<number> => {
    for (;;) {
      const match = /event: news\n(?:id: [^\n]*\n)?data: (\{[^\n]*\})\n\n/.exec(received);
      if (match) {
        received = received.slice(match.index + match[0].length);
        return (JSON.parse(match[1]) as { unread: number }).unread;
      }
      const { value } = await reader.read();
      received += decoder.decode(value, { stream: true });
    }
  };
  try {
    const now = await nextCount();
    await approve(await api.sound(producer, { name: 'Ao Vivo' }, false));
    expect(await nextCount()).toBe(now + 1);
    await api.as(other, 'POST', '/notifications/read');
    expect(await nextCount()).toBe(0);
  } finally {
    // An open stream would keep the platform from closing.
    controller.abort();
  }
});

type LiveBell = { status: number; body: unknown; retryAfter: string | null; ended: Promise<void>; close: () => void };

/** A tab's bell: the stream opened and read to its end in the background (or its refusal read). */
async function openBell(user: TestUser, url = api.platform.url): Promise<LiveBell> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/notifications/events`, {
    headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200) {
    const refusal = {
      status: response.status,
      body: await response.json(),
      retryAfter: response.headers.get('retry-after'),
    };
    return { ...refusal, ended: Promise.resolve(), close: () => undefined };
  }
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      // Read to the end: the server ending the stream ends this loop.
      while (!(await reader.read()).done);
    } catch {
      // Aborted by close().
    }
  })();
  return { status: 200, body: undefined, retryAfter: null, ended, close: () => controller.abort() };
}

const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

describe('live bells are bounded', () => {
  const bells: LiveBell[] = [];
  const held = () => metricValue(api.platform.url, 'live_streams_open', { stream: 'news' });
  // The earlier tests' streams are let go as their clients leave.
  beforeAll(() => eventually(async () => expect(await held()).toBe(0)));
  afterEach(async () => {
    for (const bell of bells.splice(0)) bell.close();
    await eventually(async () => expect(await held()).toBe(0));
  });

  test('one person holds a few at once: one more is refused with a clear answer, and fits again once one closes', async () => {
    const person = await api.user('Muitas Abas');
    for (let index = 0; index < STREAMS_PER_PERSON; index += 1) bells.push(await openBell(person));
    expect(bells.map((bell) => bell.status)).toEqual(Array<number>(STREAMS_PER_PERSON).fill(200));

    const refused = await openBell(person);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'NEWS_STREAMS_PER_PERSON',
      message: expect.stringContaining('Feche uma delas') as string,
    });
    // Someone else is not held back by it.
    bells.push(await openBell(stranger));
    expect(bells.at(-1)?.status).toBe(200);

    bells[0].close();
    await eventually(async () => expect(await held()).toBe(STREAMS_PER_PERSON));
    bells.push(await openBell(person));
    expect(bells.at(-1)?.status).toBe(200);
  });

  test('a process holds a bounded number: past it, 503 with Retry-After', async () => {
    const people = await Promise.all([api.user('Pessoa A'), api.user('Pessoa B'), api.user('Pessoa C')]);
    for (const person of people)
      for (let index = 0; index < STREAMS_PER_PERSON && bells.length < STREAMS_PER_PROCESS; index += 1)
        bells.push(await openBell(person));
    expect(bells.every((bell) => bell.status === 200)).toBe(true);
    expect(await held()).toBe(STREAMS_PER_PROCESS);

    const full = await openBell(people[2]);
    expect(full.status).toBe(503);
    expect(Number(full.retryAfter)).toBeGreaterThan(0);
    expect(full.body).toMatchObject({
      code: 'NEWS_STREAMS_FULL',
      message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    });
  });

  test("one person's streams are counted over every process: another process refuses the one past the limit", async () => {
    const person = await api.user('Abas em Dois Processos');
    // A second process of the catalogue on the same Redis prefix (closed with the service).
    const second = await api.startAnother();
    try {
      for (let index = 0; index < STREAMS_PER_PERSON; index += 1) bells.push(await openBell(person));
      expect(bells.map((bell) => bell.status)).toEqual(Array<number>(STREAMS_PER_PERSON).fill(200));

      const refused = await openBell(person, second.url);
      bells.push(refused); // closed below even if it was let in
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'NEWS_STREAMS_PER_PERSON' });
      // Someone else opens theirs on that process.
      bells.push(await openBell(stranger, second.url));
      expect(bells.at(-1)?.status).toBe(200);

      // One closed on the first process: its place is free on the second.
      bells.shift()?.close();
      await eventually(async () => expect(await held()).toBe(STREAMS_PER_PERSON));
      bells.push(await openBell(person, second.url));
      expect(bells.at(-1)?.status).toBe(200);
    } finally {
      for (const bell of bells.splice(0)) bell.close();
      await eventually(async () => expect(await held()).toBe(0));
    }
  });

  test("a vanished process's streams stop counting once their leases expire", async () => {
    const person = await api.user('Abas de um Processo que Caiu');
    // What a process that died with the person's streams open leaves in Redis: leases nobody renews.
    const vanished = new PersonLeasesLimiter(api.platform.app.get(JobsRuntime).redis, {
      prefix: api.platform.config.REDIS_PREFIX,
      scope: NEWS_STREAMS_SCOPE,
      limit: STREAMS_PER_PERSON,
      leaseMs: STREAM_LEASE_MS,
    });
    for (let index = 0; index < STREAMS_PER_PERSON; index += 1)
      expect((await vanished.take(person.id)).lease).toBeDefined();
    expect((await openBell(person)).status).toBe(429);

    // Within the lease's length the places come back, without anyone closing anything.
    await eventually(async () => {
      const bell = await openBell(person);
      if (bell.status === 200) bells.push(bell);
      expect(bell.status).toBe(200);
    });
  });

  test('a stream ends soon after its session is signed out; another session of the same person keeps its own', async () => {
    const person = await api.user('Sai Daqui');
    const otherSession = { ...person, token: await api.token({ id: person.id, email: person.email, role: 'user' }) };
    const [signedOut, kept] = [await openBell(person), await openBell(otherSession)];
    bells.push(signedOut, kept);
    expect([signedOut.status, kept.status]).toEqual([200, 200]);

    // What identity does on sign-out: the session goes on the shared revocation list.
    await api.platform.app.get(SessionRevocationsStore).revoke([sessionOf(person.token)]);
    await signedOut.ended;
    // The check that ended it looked at both sessions: the other one's stream is still held.
    await eventually(async () => expect(await held()).toBe(1));
    expect((await api.call('GET', '/notifications', { token: person.token })).status).toBe(401);
  });
});

test('a new follower starts with the producer’s latest public sounds, read; unfollowing stops the news', async () => {
  const newcomer = await api.user('Chegou Agora');
  await api.as(newcomer, 'PUT', `/artists/${producer.id}/follow`, { following: true });
  expect(names(await api.as(newcomer, 'GET', '/following/news'))).toEqual(['Ao Vivo', 'Batida Nova']);
  expect(await unread(newcomer)).toBe(0);

  await api.as(newcomer, 'PUT', `/artists/${producer.id}/follow`, { following: false });
  const later = await api.sound(producer, { name: 'Depois de Sair' }, false);
  await approve(later);
  await eventually(async () => expect(await told(later.id)).toContain(fan.id));
  expect(await told(later.id)).not.toContain(newcomer.id);
});

describe('the daily digest', () => {
  const digestsOf = async (userId: string) =>
    (
      await api.db.query(
        `SELECT envelope->'data' AS data FROM catalogue.outbox_events WHERE type = $1 ORDER BY position`,
        [CatalogueEvents.NewsDigestDue],
      )
    ).rows
      .map((row: { data: { userId: string; sounds: { name: string }[]; oneClickUnsubscribeUrl: string } }) => row.data)
      .filter((data) => data.userId === userId);

  test('goes only to those who asked, at most daily, naming public sounds only', async () => {
    const digests = api.platform.app.get(NewsDigestService);
    expect((await api.as(fan, 'GET', '/notifications/digest')).body).toEqual({ subscribed: false });
    expect((await api.as(fan, 'PUT', '/notifications/digest', { subscribed: true })).body).toEqual({
      subscribed: true,
    });
    await approve(await api.sound(producer, { name: 'Para o Resumo' }, false));
    await eventually(async () => expect(await unread(fan)).toBeGreaterThan(0));
    // Made public, then private again: never named.
    const withdrawn = await api.sound(producer, { name: 'Retirado' }, false);
    await approve(withdrawn);
    await eventually(async () => expect(await told(withdrawn.id)).toContain(fan.id));
    await api.db.query(`UPDATE catalogue.sounds SET status = 'private' WHERE id = $1`, [withdrawn.id]);

    await digests.sweep();
    const [first] = await digestsOf(fan.id);
    expect(first.sounds.map((sound) => sound.name)).toContain('Para o Resumo');
    expect(first.sounds.map((sound) => sound.name)).not.toContain('Retirado');
    expect(await digestsOf(other.id)).toEqual([]);

    // Another sweep the same day sends nothing more; a day later, with news since, one more.
    await digests.sweep();
    expect(await digestsOf(fan.id)).toHaveLength(1);
    await approve(await api.sound(producer, { name: 'No Dia Seguinte' }, false));
    await eventually(async () => expect(await unread(fan)).toBeGreaterThan(1));
    clock.advance(24 * 60 * 60 * 1000);
    await digests.sweep();
    expect(await digestsOf(fan.id)).toHaveLength(2);
  });

  test('stops from its link without signing in; a forged link changes nothing', async () => {
    const [digest] = await digestsOf(fan.id);
    const link = new URL(digest.oneClickUnsubscribeUrl);
    expect(link.searchParams.get('user')).toBe(fan.id);

    const forged = await api.call('POST', '/notifications/digest/unsubscribe', {
      body: { user: fan.id, token: unsubscribeToken(Buffer.from('outra chave qualquer'), fan.id) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('link de cancelamento não é válido');
    expect((await api.as(fan, 'GET', '/notifications/digest')).body).toEqual({ subscribed: true });

    // The mail client's one-click POST (RFC 8058), no session.
    const oneClick = await fetch(`${api.platform.url}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await api.as(fan, 'GET', '/notifications/digest')).body).toEqual({ subscribed: false });
  });
});

test('a deleted account leaves: its follows both ways, likes, collections, news, digest, sounds and kits; producers’ numbers agree; told twice, once', async () => {
  const DAY = 24 * 60 * 60 * 1000;
  const [leaving, follower] = await Promise.all([api.user('Quem Sai'), api.user('Quem Seguia Quem Sai')]);
  const liked = await api.sound(producer, { name: 'Curtido por Quem Sai' });
  const kit = (await api.as(leaving, 'POST', '/drum-kits', { name: 'Kit de Quem Sai' })).body.drumKit as { id: string };
  const theirs = await api.sound(leaving, { name: 'Som de Quem Sai', drumKitId: kit.id });
  const set = async (user: TestUser, method: string, path: string, body: unknown) =>
    expect((await api.as(user, method, path, body)).status).toBeLessThan(300);
  await set(leaving, 'PUT', `/artists/${producer.id}/follow`, { following: true });
  await set(follower, 'PUT', `/artists/${leaving.id}/follow`, { following: true });
  await set(leaving, 'PUT', `/sounds/${liked.id}/like`, { liked: true });
  await set(leaving, 'POST', '/collections', { name: 'Guardados', soundId: liked.id });
  await set(leaving, 'PUT', '/notifications/digest', { subscribed: true });
  // Following brought the follower the news of their sound.
  expect(await told(theirs.id)).toEqual([follower.id]);
  const followers = async () =>
    (await api.as(stranger, 'GET', `/artists/${producer.id}/follow`)).body.followers as number;
  const likes = async () => (await api.as(stranger, 'GET', `/sounds/${liked.id}`)).body.likes as number;
  const [followersBefore, likesBefore] = [await followers(), await likes()];
  const rowsOf = async (sql: string) => (await api.db.query(sql, [leaving.id])).rows.length;
  expect(await rowsOf('SELECT 1 FROM catalogue.follower_news WHERE user_id = $1')).toBeGreaterThan(0);

  // The next day the account is deleted: Nina loses a follower and a like, counted once.
  clock.advance(DAY);
  try {
    const target = { publisher: api.platform.app.get(EventPublisher), db: api.db, consumer: 'catalogue' };
    const deleted = { userId: leaving.id, deletedAt: new Date().toISOString() };
    await publishApplied<UserDeleted>(target, IdentityEvents.UserDeleted, deleted);
    await publishApplied<UserDeleted>(target, IdentityEvents.UserDeleted, deleted);

    expect(await followers()).toBe(followersBefore - 1);
    expect(await likes()).toBe(likesBefore - 1);
    const today = (await api.as(producer, 'GET', '/library/stats?days=7')).body.series as Record<string, number>[];
    expect(today.at(-1)).toMatchObject({ followersGained: 0, followersLost: 1, likes: 0, unlikes: 1 });
    expect((await api.as(follower, 'GET', '/following')).body.items).toEqual([]);
    expect(await told(theirs.id)).toEqual([]);
    // Their sound goes as their own deletion would (media hears sound.deleted), once; then their empty kit.
    expect((await api.as(stranger, 'GET', `/sounds/${theirs.id}`)).status).toBe(404);
    expect(await api.outboxed('sound.deleted', theirs.id)).toEqual([
      expect.objectContaining({ soundId: theirs.id, ownerUserId: leaving.id }),
    ]);
    const profile = await api.db.query('SELECT full_name, avatar_url FROM catalogue.profiles WHERE user_id = $1', [
      leaving.id,
    ]);
    expect(profile.rows).toEqual([{ full_name: 'Conta excluída', avatar_url: null }]);
    for (const sql of [
      'SELECT 1 FROM catalogue.follows WHERE follower_id = $1 OR producer_id = $1',
      'SELECT 1 FROM catalogue.likes WHERE user_id = $1',
      'SELECT 1 FROM catalogue.collections WHERE owner_id = $1',
      'SELECT 1 FROM catalogue.follower_news WHERE user_id = $1 OR producer_id = $1',
      'SELECT 1 FROM catalogue.news_digests WHERE user_id = $1',
      'SELECT 1 FROM catalogue.like_day_starts WHERE user_id = $1',
      'SELECT 1 FROM catalogue.follow_day_starts WHERE follower_id = $1 OR producer_id = $1',
      'SELECT 1 FROM catalogue.sounds WHERE owner_id = $1',
      'SELECT 1 FROM catalogue.drum_kits WHERE owner_id = $1',
    ]) {
      expect({ sql, rows: await rowsOf(sql) }).toEqual({ sql, rows: 0 });
    }
  } finally {
    clock.advance(-DAY);
  }
});
