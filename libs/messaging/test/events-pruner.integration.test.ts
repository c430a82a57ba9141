import amqplib from 'amqplib';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  consumerQueueName,
  createEnvelope,
  EventsPruner,
  Inbox,
  redeliverOutbox,
  type EventsRetention,
} from '@sampleteca/messaging';
import { openTestDatabase, type TestDatabase, type TestEnvironment } from '@sampleteca/testing';

// A schema of the migrated template whose relay does not run here: its rows stay as written.
const SCHEMA = 'billing';
const PROBE_CONSUMER = 'redeliver-probe';

let database: TestDatabase;
let environment: TestEnvironment;
let dataSource: DataSource;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ environment, dataSource } = database);
});

beforeEach(async () => {
  await dataSource.query(`TRUNCATE "${SCHEMA}"."outbox_events", "${SCHEMA}"."inbox_events"`);
});

afterAll(async () => {
  await database?.close({ queues: [PROBE_CONSUMER] });
});

/** `count` outbox rows of `type`, created `createdDaysAgo` and published `publishedDaysAgo` (null: not yet). */
async function outboxRows(count: number, type: string, createdDaysAgo: number, publishedDaysAgo: number | null) {
  for (let index = 0; index < count; index += 1) {
    const envelope = createEnvelope('billing', type, { index });
    await dataSource.query(
      `INSERT INTO "${SCHEMA}"."outbox_events" ("id", "type", "envelope", "created_at", "published_at")
       VALUES ($1, $2, $3, now() - make_interval(days => $4),
               CASE WHEN $5::int IS NULL THEN NULL ELSE now() - make_interval(days => $5::int) END)`,
      [envelope.id, type, JSON.stringify(envelope), createdDaysAgo, publishedDaysAgo],
    );
  }
}

async function inboxKeys(count: number, handledDaysAgo: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    await dataSource.query(
      `INSERT INTO "${SCHEMA}"."inbox_events" ("event_id", "handler", "type", "handled_at")
       VALUES ($1, 'billing.test', 'user.registered', now() - make_interval(days => $2))`,
      [id, handledDaysAgo],
    );
  }
  return ids;
}

const typesLeft = async () =>
  (
    await dataSource.query(
      `SELECT "type", ("published_at" IS NOT NULL) AS "published" FROM "${SCHEMA}"."outbox_events" ORDER BY "position"`,
    )
  ).map((row: { type: string; published: boolean }) => `${row.type}${row.published ? '' : ' (pendente)'}`);

const inboxLeft = async (): Promise<string[]> =>
  (await dataSource.query(`SELECT "event_id" FROM "${SCHEMA}"."inbox_events"`)).map(
    (row: { event_id: string }) => row.event_id,
  );

const pruner = (retention: Partial<EventsRetention> = {}) =>
  new EventsPruner(dataSource, SCHEMA, { outboxDays: 7, inboxDays: 10, batchSize: 10, ...retention });

test('published rows and inbox keys past their retention go in batches; newer ones and unpublished rows stay', async () => {
  await outboxRows(25, 'old.published', 9, 8);
  // Written long ago, published only recently (the broker was away): counted from its publication.
  await outboxRows(1, 'late.published', 30, 2);
  await outboxRows(3, 'recent.published', 6, 6);
  await outboxRows(2, 'old.unpublished', 30, null);
  await inboxKeys(12, 11);
  const kept = await inboxKeys(2, 9);

  const outcome = await pruner().prune();

  // Outbox: 10 + 10 + 5 (short: done); inbox: 10 + 2.
  expect(outcome).toMatchObject({ outbox: 25, inbox: 12, batches: 5 });
  expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
  expect(await typesLeft()).toEqual([
    'late.published',
    'recent.published',
    'recent.published',
    'recent.published',
    'old.unpublished (pendente)',
    'old.unpublished (pendente)',
  ]);
  expect((await inboxLeft()).sort()).toEqual([...kept].sort());

  // Nothing left past the retention: one short batch per table.
  expect(await pruner().prune()).toMatchObject({ outbox: 0, inbox: 0, batches: 2 });
});

test('a retention of 0 keeps everything', async () => {
  await outboxRows(3, 'old.published', 400, 400);
  await inboxKeys(3, 400);

  expect(await pruner({ outboxDays: 0, inboxDays: 0 }).prune()).toMatchObject({ outbox: 0, inbox: 0, batches: 0 });
  expect(await typesLeft()).toHaveLength(3);
  expect(await inboxLeft()).toHaveLength(3);
});

test('the inbox still refuses a duplicate inside its retention; past it, a key is forgotten', async () => {
  const inbox = new Inbox(dataSource, SCHEMA);
  const recent = createEnvelope('identity', 'user.registered', { userId: randomUUID() });
  const old = createEnvelope('identity', 'user.registered', { userId: randomUUID() });
  const effects: string[] = [];
  const handle = (event: typeof recent) =>
    inbox.handleOnce(event, 'billing.test', async () => {
      effects.push(event.id);
    });
  expect(await handle(recent)).toBe('handled');
  expect(await handle(old)).toBe('handled');
  await dataSource.query(
    `UPDATE "${SCHEMA}"."inbox_events" SET "handled_at" = now() - make_interval(days => CASE WHEN "event_id" = $1 THEN 9 ELSE 11 END)`,
    [recent.id],
  );

  expect(await pruner().prune()).toMatchObject({ inbox: 1 });

  expect(await handle(recent)).toBe('duplicate');
  // Why the inbox retention may never be shorter than the outbox's: such a copy would act again.
  expect(await handle(old)).toBe('handled');
  expect(effects).toEqual([recent.id, old.id, old.id]);
});

test('events:redeliver still replays every published event the retention kept', async () => {
  await outboxRows(4, 'user.registered', 8, 8);
  await outboxRows(3, 'user.registered', 5, 5);
  await outboxRows(1, 'user.registered', 1, null);
  await pruner().prune();

  const queue = consumerQueueName(environment.env.EVENTS_QUEUE_PREFIX, PROBE_CONSUMER);
  const connection = await amqplib.connect(environment.env.RABBITMQ_URL);
  try {
    const channel = await connection.createChannel();
    await channel.assertQueue(queue, { durable: true });
    const sent = await redeliverOutbox({
      databaseUrl: environment.databaseUrl,
      producerSchema: SCHEMA,
      rabbitmqUrl: environment.env.RABBITMQ_URL,
      queue,
      pattern: 'user.*',
    });
    expect(sent).toBe(3);
    expect((await channel.checkQueue(queue)).messageCount).toBe(3);
    await channel.close();
  } finally {
    await connection.close();
  }
});
