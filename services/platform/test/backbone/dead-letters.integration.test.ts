import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Client } from 'pg';
import { consumerQueueName, listDeadLetters } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TestEnvironment } from '@sampleteca/testing';
import { mediaHandler, RegistrationsService } from './backbone-services';
import { backbonePlatform, type BackbonePlatform } from './backbone-platform';

const run = promisify(execFile);
const DEAD_LETTERS_CLI = resolve('libs/messaging/dist/cli/dead-letters.js');

let backbone: BackbonePlatform;
let environment: TestEnvironment;
let platform: RunningPlatform;
let db: Client;

beforeAll(async () => {
  backbone = await backbonePlatform(['identity', 'media'], {
    EVENTS_MAX_ATTEMPTS: '3',
    EVENTS_RETRY_BASE_MS: '100',
    LOG_LEVEL: 'fatal',
  });
  ({ environment, platform, db } = backbone);
});
afterAll(() => backbone?.stop());

test('a handler that keeps failing ends in the dead-letter queue, and the replay command delivers it again', async () => {
  mediaHandler.shouldFail = () => true;
  mediaHandler.attempts = 0;
  const queue = consumerQueueName(environment.env.EVENTS_QUEUE_PREFIX, 'media');
  const event = await platform.app.get(RegistrationsService).register('Edu Melodias');

  const [letter] = await eventually(async () => {
    const letters = await listDeadLetters(environment.env.RABBITMQ_URL, queue);
    expect(letters).toHaveLength(1);
    return letters;
  });
  expect(letter).toMatchObject({
    id: event.id,
    type: 'user.registered',
    attempts: 3,
    lastError: 'armazenamento indisponível',
  });
  expect(mediaHandler.attempts).toBe(3);
  // Listing is read-only: the letter is still there.
  expect(await listDeadLetters(environment.env.RABBITMQ_URL, queue)).toHaveLength(1);

  mediaHandler.shouldFail = () => false;
  const { stdout } = await run(process.execPath, [DEAD_LETTERS_CLI, 'replay', 'media'], {
    env: { ...process.env, ...environment.env },
  });
  expect(stdout).toContain('1 evento(s) reenviado(s)');
  expect(stdout).toContain(event.id);

  await eventually(async () => {
    const handled = await db.query('SELECT event_id FROM media.test_effects WHERE user_id = $1', [event.data.userId]);
    expect(handled.rows).toEqual([{ event_id: event.id }]);
  });
  expect(await listDeadLetters(environment.env.RABBITMQ_URL, queue)).toHaveLength(0);
});

test('100 events with failures in between are each handled exactly once', async () => {
  // Every third event fails its first attempt: retries must bring each one through, none twice.
  const failedOnce = new Set<string>();
  mediaHandler.shouldFail = (event) => {
    const index = Number(event.data.name.split(' ')[1]);
    if (index % 3 !== 0 || failedOnce.has(event.id)) return false;
    failedOnce.add(event.id);
    return true;
  };
  const registrations = platform.app.get(RegistrationsService);
  const events = await Promise.all(
    Array.from({ length: 100 }, (_, index) => registrations.register(`Artista ${index}`)),
  );

  await eventually(async () => {
    const { rows } = await db.query(
      'SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct FROM media.test_effects WHERE event_id = ANY($1::uuid[])',
      [events.map((event) => event.id)],
    );
    expect(rows[0]).toEqual({ total: 100, distinct: 100 });
  }, 30000);
  expect(failedOnce.size).toBe(34);
  expect(
    await listDeadLetters(
      environment.env.RABBITMQ_URL,
      consumerQueueName(environment.env.EVENTS_QUEUE_PREFIX, 'media'),
    ),
  ).toHaveLength(0);
});
