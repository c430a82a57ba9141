import { listOf } from './lists';
import type { Environment } from './schema';

/** The settings that say where Redis is. */
export type RedisTarget = Pick<
  Environment,
  'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_MASTER' | 'REDIS_SENTINEL_PASSWORD'
>;

/** A Redis master as READONLY says it is no longer one: a failover demoted the node we are on. */
const DEMOTED = /^READONLY/;

/**
 * ioredis's connection options for the configured Redis (no ioredis import here: plain options
 * every client of the platform spreads into its own). Through Sentinels, the client asks them for
 * the master at every (re)connection, drops its connection when they announce a new one
 * (failoverDetector), and reconnects when a write meets a demoted master, retrying that command.
 */
export function redisConnectionOptions(target: RedisTarget) {
  const url = new URL(target.REDIS_URL);
  const common = {
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || 0),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  if (target.REDIS_SENTINELS === '') {
    return { ...common, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(url.port || 6379) };
  }
  return {
    ...common,
    name: target.REDIS_SENTINEL_MASTER,
    sentinels: listOf(target.REDIS_SENTINELS).map((entry) => {
      const separator = entry.lastIndexOf(':');
      return { host: entry.slice(0, separator), port: Number(entry.slice(separator + 1)) };
    }),
    sentinelPassword: target.REDIS_SENTINEL_PASSWORD || undefined,
    enableTLSForSentinelMode: url.protocol === 'rediss:',
    failoverDetector: true,
    reconnectOnError: (error: Error) => (DEMOTED.test(error.message) ? (2 as const) : false),
  };
}

/** Where Redis is, for a log line: the URL's host or the Sentinels, never a password. */
export function describeRedisTarget(target: RedisTarget): string {
  if (target.REDIS_SENTINELS === '') return new URL(target.REDIS_URL).host;
  return `${target.REDIS_SENTINEL_MASTER} via Sentinel ${target.REDIS_SENTINELS}`;
}
