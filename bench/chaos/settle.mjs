/**
 * How much the platform still owes: unpublished outbox rows of every service, messages waiting in
 * the services' RabbitMQ queues (and their retry queues), BullMQ jobs waiting or running, and
 * uploads still processing. `settled()` waits until all of it is zero.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import amqp from 'amqplib';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { consumerQueueName, retryDelays, retryQueueName } from '../../libs/messaging/dist/index.js';

export const SERVICES = ['identity', 'catalogue', 'media', 'billing', 'distribution'];

export class Backlog {
  /**
   * `rabbitmq`: AMQP URLs (any node answers), `redis`: { url } or { sentinels: 'host:port,…', name },
   * `eventsPrefix` and `redisPrefix` as the platform was started with.
   */
  constructor(db, { rabbitmq, redis, eventsPrefix, redisPrefix, maxAttempts = 5, retryBaseMs = 1000 }) {
    this.db = db;
    this.rabbitmq = rabbitmq;
    this.redisOptions = redis;
    this.redisPrefix = redisPrefix;
    this.queues = SERVICES.flatMap((service) => {
      const queue = consumerQueueName(eventsPrefix, service);
      return [queue, ...retryDelays(maxAttempts, retryBaseMs).map((delay) => retryQueueName(queue, delay))];
    });
    this.deadQueues = SERVICES.map((service) => `${consumerQueueName(eventsPrefix, service)}.dead`);
  }

  redis() {
    if (this.connection) return this.connection;
    const { url, sentinels, name } = this.redisOptions;
    const options = { maxRetriesPerRequest: 1, lazyConnect: false, enableOfflineQueue: true };
    this.connection = sentinels
      ? new Redis({
          ...options,
          name,
          sentinels: sentinels.split(',').map((entry) => {
            const [host, port] = entry.split(':');
            return { host, port: Number(port) };
          }),
        })
      : new Redis(url, options);
    this.connection.on('error', () => {}); // a failover: the next call retries
    return this.connection;
  }

  /** Unpublished outbox rows (written before `before`, when given), per service. */
  async outboxes(before = new Date('9999-01-01')) {
    const counts = {};
    for (const service of SERVICES) {
      const { rows } = await this.db.query(
        `SELECT count(*)::int AS n FROM ${service}.outbox_events WHERE published_at IS NULL AND created_at < $1`,
        [before],
      );
      counts[service] = rows[0].n;
    }
    return counts;
  }

  /** Messages ready in the services' queues (dead letters apart), asking each node until one answers. */
  async brokerQueues() {
    let lastError;
    for (const url of this.rabbitmq) {
      let connection;
      try {
        connection = await amqp.connect(url, { timeout: 2000 });
        connection.on('error', () => {});
        let waiting = 0;
        const dead = {};
        for (const name of [...this.queues, ...this.deadQueues]) {
          const channel = await connection.createChannel();
          channel.on('error', () => {});
          // A queue not declared (a retry delay never used) closes the channel: count it as empty.
          const answer = await channel.checkQueue(name).catch(() => undefined);
          if (answer && this.deadQueues.includes(name)) dead[name] = answer.messageCount;
          else if (answer) waiting += answer.messageCount;
          await channel.close().catch(() => {});
        }
        return { waiting, dead };
      } catch (error) {
        lastError = error;
      } finally {
        await connection?.close().catch(() => {});
      }
    }
    throw lastError ?? new Error('nenhum nó do RabbitMQ respondeu');
  }

  /** BullMQ jobs waiting, prioritized or active in every queue under the prefix. */
  async jobs() {
    const redis = this.redis();
    const names = new Set();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.redisPrefix}:*:meta`, 'COUNT', 200);
      cursor = next;
      for (const key of keys) names.add(key.slice(this.redisPrefix.length + 1, -':meta'.length));
    } while (cursor !== '0');
    let total = 0;
    for (const name of names) {
      const queue = new Queue(name, { connection: redis, prefix: this.redisPrefix });
      const counts = await queue.getJobCounts('wait', 'prioritized', 'active');
      total += counts.wait + counts.prioritized + counts.active;
    }
    return total;
  }

  /** Jobs running now in one BullMQ queue. */
  async activeJobs(name) {
    const queue = new Queue(name, { connection: this.redis(), prefix: this.redisPrefix });
    return (await queue.getJobCounts('active')).active;
  }

  /** Audio uploads (of `since` or later, and before `before`) still processing. */
  async processing(since, before = new Date('9999-01-01')) {
    const { rows } = await this.db.query(
      `SELECT count(*)::int AS n FROM media.audio_files
        WHERE status = 'processing' AND created_at >= $1 AND created_at < $2`,
      [since, before],
    );
    return rows[0].n;
  }

  /**
   * Everything at once; an unreachable part counts as not empty (null). With `before` (a fault's
   * start, the people still at work): what was owed then, its outbox rows and uploads, and the
   * queues empty at one instant; BullMQ's counts, which new uploads keep above zero, only without.
   */
  async snapshot(since, before) {
    const safe = (promise) => promise.catch(() => null);
    const [outboxes, broker, jobs, processing] = await Promise.all([
      safe(this.outboxes(before)),
      safe(this.brokerQueues()),
      before ? 0 : safe(this.jobs()),
      safe(this.processing(since, before)),
    ]);
    const unpublished = outboxes ? Object.values(outboxes).reduce((sum, n) => sum + n, 0) : null;
    const empty = unpublished === 0 && broker?.waiting === 0 && jobs === 0 && processing === 0;
    return { empty, unpublished, queued: broker?.waiting ?? null, dead: broker?.dead ?? null, jobs, processing };
  }

  /** Resolves with the seconds (from `from`, a Date.now()) at which everything was first seen empty. */
  async settled({ since, before, from = Date.now(), timeoutMs = 300_000, everyMs = 500 } = {}) {
    while (Date.now() - from < timeoutMs) {
      const state = await this.snapshot(since, before);
      if (state.empty) return { seconds: (Date.now() - from) / 1000, state };
      await sleep(everyMs);
    }
    return { seconds: NaN, state: await this.snapshot(since, before) };
  }

  async close() {
    this.connection?.disconnect();
  }
}
