// The console's Operações routes for RabbitMQ dead letters, over a real platform: an event the
// consumer gave up on is listed with its envelope and error, and a replay delivers it to the
// consumer, whose inbox applies it once.
import { Client } from 'pg';
import { RabbitEventsServer } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, type TestEnvironment } from '@sampleteca/testing';
import {
  callApi,
  consumer,
  operationsServices,
  RenderRequestsService,
  TEST_TABLES_SQL,
  tokenFor,
} from './operations-services';

type DeadLetter = {
  id: string;
  type: string;
  producer: string;
  occurredAt: string;
  payload: { title: string; requestId: string };
  attempts: number;
  lastError: string;
  deadLetteredAt: string;
  headers: Record<string, string>;
  copies: number;
};

let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;
let admin: string;

const deadLetters = () => callApi<DeadLetter[]>(platform, admin, 'GET', '/admin/media/dead-letters?range=[0,19]');
const effects = async (eventId: string) =>
  (await db.query('SELECT title FROM media.test_effects WHERE event_id = $1', [eventId])).rows;

/** An event media's consumer fails on until it lands in the dead-letter queue. */
async function parked(title: string) {
  consumer.failing = true;
  const event = await platform.app.get(RenderRequestsService).request(title);
  await eventually(async () => expect((await deadLetters()).body.map((letter) => letter.id)).toContain(event.id));
  return event;
}

beforeAll(async () => {
  environment = await createTestEnvironment({ EVENTS_MAX_ATTEMPTS: '2', LOG_LEVEL: 'fatal' });
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
  await db.query(TEST_TABLES_SQL);
  platform = await runPlatform(operationsServices, { ...process.env, ...environment.env });
  await platform.app.get(RabbitEventsServer).whenReady();
  admin = await tokenFor(platform, 'admin');
});

afterAll(async () => {
  await platform?.close();
  await db?.end();
  await environment?.cleanup();
});

test('a dead letter is listed with its envelope and error; a replay delivers it to the consumer once', async () => {
  const event = await parked('Capa do single');

  const listed = await deadLetters();
  expect(listed.status).toBe(200);
  expect(listed.contentRange).toBe('dead-letters 0-0/1');
  const [letter] = listed.body;
  expect(letter).toMatchObject({
    id: event.id,
    type: 'media.render-requested',
    producer: 'media',
    occurredAt: event.occurredAt,
    payload: event.data,
    attempts: 2,
    lastError: 'armazenamento indisponível',
    copies: 1,
  });
  expect(letter.headers['x-last-error']).toBe('armazenamento indisponível');
  expect(Date.now() - Date.parse(letter.deadLetteredAt)).toBeLessThan(60_000);
  expect(await effects(event.id)).toEqual([]);

  // Reading changes nothing: the letter is still there, and one can be opened by its id.
  const opened = await callApi<DeadLetter>(platform, admin, 'GET', `/admin/media/dead-letters/${event.id}`);
  expect(opened.status).toBe(200);
  expect(opened.body).toEqual(letter);

  consumer.failing = false;
  const replayed = await callApi<DeadLetter>(platform, admin, 'POST', `/admin/media/dead-letters/${event.id}/replay`);
  expect(replayed.status).toBe(200);
  expect(replayed.body.id).toBe(event.id);
  await eventually(async () => expect(await effects(event.id)).toEqual([{ title: 'Capa do single' }]));
  expect((await deadLetters()).body).toEqual([]);

  const again = await callApi<{ code: string; message: string }>(
    platform,
    admin,
    'POST',
    `/admin/media/dead-letters/${event.id}/replay`,
  );
  expect(again.status).toBe(404);
  expect(again.body).toMatchObject({
    code: 'DEAD_LETTER_NOT_FOUND',
    message: 'Evento não encontrado na fila morta deste serviço. Atualize a lista.',
  });
});

test('replaying all sends every dead letter back, and each is applied once', async () => {
  const first = await parked('Vinheta A');
  const second = await parked('Vinheta B');
  const listed = await deadLetters();
  expect(listed.contentRange).toBe('dead-letters 0-1/2');

  consumer.failing = false;
  const replayed = await callApi<{ replayed: number }>(platform, admin, 'POST', '/admin/media/dead-letters/replay');
  expect(replayed).toMatchObject({ status: 200, body: { replayed: 2 } });
  await eventually(async () => {
    expect(await effects(first.id)).toEqual([{ title: 'Vinheta A' }]);
    expect(await effects(second.id)).toEqual([{ title: 'Vinheta B' }]);
  });
  expect((await deadLetters()).body).toEqual([]);
  const nothingLeft = await callApi(platform, admin, 'POST', '/admin/media/dead-letters/replay');
  expect(nothingLeft.body).toEqual({ replayed: 0 });
});

test('a service whose consumers have no dead-letter queue lists none; an unknown id is a 404', async () => {
  const identity = await callApi<DeadLetter[]>(platform, admin, 'GET', '/admin/identity/dead-letters');
  expect(identity).toMatchObject({ status: 200, body: [], contentRange: 'dead-letters 0-0/0' });
  const unknown = await callApi<{ code: string }>(
    platform,
    admin,
    'GET',
    '/admin/media/dead-letters/00000000-0000-4000-8000-000000000000',
  );
  expect(unknown).toMatchObject({ status: 404, body: { code: 'DEAD_LETTER_NOT_FOUND' } });
});

test('a signed-in user who is not an administrator is refused every dead-letter route (403)', async () => {
  const event = await parked('Bumper');
  const user = await tokenFor(platform, 'user');
  for (const [method, path] of [
    ['GET', '/admin/media/dead-letters'],
    ['GET', `/admin/media/dead-letters/${event.id}`],
    ['POST', `/admin/media/dead-letters/${event.id}/replay`],
    ['POST', '/admin/media/dead-letters/replay'],
  ]) {
    const answered = await callApi<{ code: string }>(platform, user, method, path);
    expect([method, path, answered.status, answered.body.code]).toEqual([method, path, 403, 'FORBIDDEN']);
  }
  // Refused means untouched.
  expect((await deadLetters()).body.map((letter) => letter.id)).toEqual([event.id]);
});
