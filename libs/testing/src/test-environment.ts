import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { consumerQueueName, deadLetterQueueName, retryDelays, retryQueueName, SERVICE_NAMES } from '@sampleteca/config';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase } from './databases';
import { freePort } from './free-port';

export type TestEnvironment = {
  id: string;
  env: Record<string, string>;
  databaseUrl: string;
  cleanup: (options?: { queues?: string[] }) => Promise<void>;
};

/**
 * Everything one test file needs to itself: a database copied from the migrated template,
 * its own exchange and queue names, its own Redis key prefix and its own port and keys.
 */
export async function createTestEnvironment(overrides: Record<string, string> = {}): Promise<TestEnvironment> {
  const { DATABASE_URL, RABBITMQ_URL, REDIS_URL, SAMPLETECA_TEST_TEMPLATE } = process.env;
  if (!DATABASE_URL || !RABBITMQ_URL || !REDIS_URL || !SAMPLETECA_TEST_TEMPLATE) {
    throw new Error('createTestEnvironment precisa do globalSetup de @sampleteca/testing (jest.config.mjs)');
  }
  const id = randomBytes(5).toString('hex');
  const database = `sampleteca_t_${id}`;
  await createDatabaseFromTemplate(DATABASE_URL, database, SAMPLETECA_TEST_TEMPLATE);
  const keysDir = await mkdtemp(join(tmpdir(), `sampleteca-keys-${id}-`));
  const port = await freePort();
  const databaseUrl = databaseUrlFor(DATABASE_URL, database);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    MIGRATIONS_RUN: 'false',
    DEMO_CATALOGUE: 'false',
    RABBITMQ_URL,
    EVENTS_EXCHANGE: `test.${id}.events`,
    EVENTS_QUEUE_PREFIX: `test.${id}`,
    EVENTS_RETRY_BASE_MS: '100',
    // Writes wake their relay; the poll only catches what a wake missed (a broker back after an
    // outage). At 100 ms an idle platform spent ~70 ms of CPU a second polling (PostgreSQL too).
    OUTBOX_POLL_MS: '1000',
    REDIS_URL,
    REDIS_PREFIX: `test-${id}`,
    JOBS_BACKOFF_MS: '50',
    JWT_KEYS_DIR: keysDir,
    ...overrides,
  };

  const cleanup = async (options: { queues?: string[] } = {}) => {
    await dropDatabase(DATABASE_URL, database);
    await deleteBrokerObjects(RABBITMQ_URL, env, options.queues ?? []);
    await deleteRedisKeys(REDIS_URL, env.REDIS_PREFIX);
    await rm(keysDir, { recursive: true, force: true });
  };
  return { id, env, databaseUrl, cleanup };
}

async function deleteBrokerObjects(url: string, env: Record<string, string>, extraQueues: string[]): Promise<void> {
  const connection = await amqplib.connect(url);
  try {
    const channel = await connection.createChannel();
    const base = [...SERVICE_NAMES, ...extraQueues].map((consumer) =>
      consumerQueueName(env.EVENTS_QUEUE_PREFIX, consumer),
    );
    // Up to ten retries, whatever EVENTS_MAX_ATTEMPTS a test set.
    const delays = retryDelays(11, Number(env.EVENTS_RETRY_BASE_MS));
    const names = base.flatMap((queue) => [
      queue,
      deadLetterQueueName(queue),
      ...delays.map((delay) => retryQueueName(queue, delay)),
    ]);
    // deleteQueue on a missing queue is fine (RabbitMQ answers ok).
    for (const name of names) await channel.deleteQueue(name);
    await channel.deleteExchange(env.EVENTS_EXCHANGE);
    await channel.close();
  } finally {
    await connection.close();
  }
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
