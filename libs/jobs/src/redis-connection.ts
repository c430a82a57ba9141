import { redisConnectionOptions, type RedisTarget } from '@sampleteca/config';
import { Redis } from 'ioredis';

/** The platform's Redis settings, or one URL (a tool or test that names its Redis). */
const connectionOptions = (target: RedisTarget | string) =>
  redisConnectionOptions(
    typeof target === 'string'
      ? { REDIS_URL: target, REDIS_SENTINELS: '', REDIS_SENTINEL_MASTER: 'sampleteca', REDIS_SENTINEL_PASSWORD: '' }
      : target,
  );

/**
 * How long a command may wait on a Redis that is connected but does not answer (a hung server),
 * before the request is told to come back later. Generous: a busy Redis loading BullMQ's scripts
 * at start took over 2 s under CI's load. A Redis that is down fails sooner (one reconnection).
 */
const REQUEST_COMMAND_TIMEOUT_MS = 10_000;

/**
 * A Redis client for work a request waits on: adding jobs, rate limits, OAuth state. While
 * Redis is unreachable a command fails after one reconnection attempt (the timeout bounds one
 * waiting on a Redis that hangs) instead of waiting for Redis to return, which a browser would
 * take for a hang; the HTTP layer answers 503 with
 * Retry-After (libs/http). The offline queue stays on so a command sent while the client is
 * still connecting waits for it. BullMQ is given clients, not options, because under native
 * ESM (jest) it cannot load ioredis itself.
 */
export function createRedisClient(target: RedisTarget | string): Redis {
  return new Redis({
    ...connectionOptions(target),
    maxRetriesPerRequest: 1,
    commandTimeout: REQUEST_COMMAND_TIMEOUT_MS,
    enableReadyCheck: true,
  });
}

/**
 * A client for BullMQ's blocking connections (workers, queue events): they must wait through an
 * outage and pick up where they were, which BullMQ requires as maxRetriesPerRequest null.
 */
export function createBlockingRedisClient(target: RedisTarget | string): Redis {
  return new Redis({ ...connectionOptions(target), maxRetriesPerRequest: null, enableReadyCheck: true });
}
