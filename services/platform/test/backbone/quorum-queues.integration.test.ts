import amqplib, { type ChannelModel, type Options } from 'amqplib';
import type { Client } from 'pg';
import {
  consumerQueueName,
  consumerQueueOptions,
  deadLetterQueueName,
  deadLetterQueueOptions,
  listDeadLetters,
  QueueDeclarationConflictError,
  RabbitEventsServer,
  retryDelays,
  retryQueueName,
  retryQueueOptions,
} from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { eventually, freePort, type TestEnvironment } from '@sampleteca/testing';
import { backboneServices, mediaHandler, RegistrationsService } from './backbone-services';
import { backboneEnvironment, runBackbone } from './backbone-platform';

let environment: TestEnvironment;
let platform: RunningPlatform;
let broker: ChannelModel;
let db: Client;
const others: RunningPlatform[] = [];

const queueOf = (consumer: string) => consumerQueueName(environment.env.EVENTS_QUEUE_PREFIX, consumer);

/**
 * The type a queue was declared with, asked without the management plugin: redeclared as a
 * classic queue with its other arguments unchanged, it is accepted if it is one; otherwise
 * RabbitMQ's PRECONDITION_FAILED names the type it has.
 */
async function declaredType(queue: string, options: Options.AssertQueue): Promise<string> {
  const channel = await broker.createChannel();
  channel.on('error', () => undefined);
  await channel.checkQueue(queue); // passive: it exists
  try {
    await channel.assertQueue(queue, { ...options, arguments: { ...options.arguments, 'x-queue-type': 'classic' } });
    await channel.close();
    return 'classic';
  } catch (error) {
    const { message } = error as Error;
    return /inequivalent arg 'x-queue-type'.* current is '(\w+)'/.exec(message)?.[1] ?? message;
  }
}

beforeAll(async () => {
  ({ environment, db } = await backboneEnvironment({
    EVENTS_QUEUE_TYPE: 'quorum',
    EVENTS_MAX_ATTEMPTS: '3',
    EVENTS_RETRY_BASE_MS: '100',
    LOG_LEVEL: 'fatal',
  }));
  broker = await amqplib.connect(environment.env.RABBITMQ_URL);
  // Quorum queues with message TTL and at-least-once dead-lettering (the retry queues) need 3.10.
  const [major, minor] = String(broker.connection.serverProperties.version).split('.').map(Number);
  expect(major * 100 + minor).toBeGreaterThanOrEqual(310);
  platform = await runBackbone(['identity', 'catalogue', 'media'], environment.env);
});

afterAll(async () => {
  for (const other of others) await other.close();
  await platform?.close();
  await broker?.close();
  await db?.end();
  await environment?.cleanup();
});

test('each consumer queue, its retry queues and its dead-letter queue are quorum queues', async () => {
  for (const consumer of ['catalogue', 'media']) {
    const queue = queueOf(consumer);
    const dead = deadLetterQueueName(queue);
    const declarations: [string, Options.AssertQueue][] = [
      [queue, consumerQueueOptions('quorum', dead)],
      ...retryDelays(3, 100).map((delay): [string, Options.AssertQueue] => [
        retryQueueName(queue, delay),
        retryQueueOptions('quorum', delay, queue),
      ]),
      [dead, deadLetterQueueOptions('quorum')],
    ];
    for (const [name, options] of declarations) {
      expect([name, await declaredType(name, options)]).toEqual([name, 'quorum']);
    }
  }
});

test('events flow through quorum queues', async () => {
  mediaHandler.shouldFail = () => false;
  const event = await platform.app.get(RegistrationsService).register('Lia Loops');
  await eventually(async () => {
    const handled = await db.query('SELECT event_id FROM catalogue.test_effects WHERE user_id = $1', [
      event.data.userId,
    ]);
    expect(handled.rows).toEqual([{ event_id: event.id }]);
  });
});

test('a handler that keeps failing goes through the retry queues and lands in the dead-letter queue', async () => {
  mediaHandler.shouldFail = () => true;
  mediaHandler.attempts = 0;
  const event = await platform.app.get(RegistrationsService).register('Rafa Graves');

  const letters = await eventually(async () => {
    const parked = await listDeadLetters(environment.env.RABBITMQ_URL, queueOf('media'));
    expect(parked.map((letter) => letter.id)).toEqual([event.id]);
    return parked;
  });
  // Two retries, each dead-lettered back by a quorum retry queue after its TTL, then parked.
  expect(letters[0]).toMatchObject({ attempts: 3, lastError: 'armazenamento indisponível' });
  expect(mediaHandler.attempts).toBe(3);
});

test('a queue declared before with another type stops its consumer with a Portuguese error saying what to do', async () => {
  // An install from before EVENTS_QUEUE_TYPE: billing's queue exists as a classic queue.
  const channel = await broker.createChannel();
  await channel.assertQueue(queueOf('billing'), { durable: true });
  await channel.close();

  const billing = await runPlatform([backboneServices.billing], {
    ...process.env,
    ...environment.env,
    PORT: String(await freePort()),
  });
  others.push(billing);

  const failure = await billing.app
    .get(RabbitEventsServer)
    .whenReady()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(failure).toBeInstanceOf(QueueDeclarationConflictError);
  const { message } = failure as Error;
  expect(message).toContain(`a fila ${queueOf('billing')} já existe no RabbitMQ com outros argumentos`);
  expect(message).toContain('EVENTS_QUEUE_TYPE=quorum');
  expect(message).toMatch(/apague .*ou use um vhost novo/);
  // Left as it was: nothing deleted or redeclared behind the operator's back.
  expect(await declaredType(queueOf('billing'), { durable: true })).toBe('classic');
});
