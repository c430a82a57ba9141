import { Redis } from 'ioredis';

/**
 * A Redis client for BullMQ. BullMQ is given clients, not options, because under native ESM
 * (jest) it cannot load ioredis itself; workers need maxRetriesPerRequest null.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}
