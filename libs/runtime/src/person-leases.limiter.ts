import { randomUUID } from 'node:crypto';
import { HttpStatus, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppException, COMMON_MESSAGES, CommonErrorCode, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@sampleteca/http';

/**
 * Holds one lease, or takes it if the person is under the limit: expired leases dropped, the
 * lease's expiry set to Redis's clock + the lease's length, and the key kept until its last lease
 * expires. One script, so two processes never both take the last place.
 * KEYS[1] the person's set; ARGV: limit, lease (ms), lease id. Returns {held (1|0), leases held}.
 */
const HOLD = `
if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) then
  if held >= tonumber(ARGV[1]) then return {0, held} end
  held = held + 1
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
return {1, held}
`;

export type PersonLeasesOptions = {
  /** REDIS_PREFIX: every process of one platform counts in the same sets. */
  prefix: string;
  /** What is counted, e.g. 'catalogue:news-streams'. */
  scope: string;
  /** Leases one person may hold at once, over every process. */
  limit: number;
  /** A lease not renewed within this is gone: what a vanished process's leases last. */
  leaseMs: number;
};

/** One place taken: renewed while in use (`keep`), given back at the end (`release`, once). */
export type PersonLease = {
  /** Renews every third of the lease until released; `onLost` when a renewal fails or finds it gone. */
  keep(onLost: () => void): void;
  release(): Promise<void>;
};

export type LeaseAnswer = { lease: PersonLease; held: number } | { lease: undefined; held: number };

/**
 * Bounds what one person holds at once over every process of the platform (live streams,
 * searches in flight), in Redis: a sorted set per person whose members are leases (a random id
 * scored by its expiry). Leases rather than counters: a process that dies stops renewing, and its
 * places come back by themselves once its leases expire.
 *
 * Fails closed: when Redis does not answer, `take` refuses with 503 and Retry-After (the person's
 * count cannot be known, and a bound that lets everything through is no bound).
 */
export class PersonLeasesLimiter {
  private readonly logger = new Logger('PersonLeases');

  constructor(
    private readonly redis: Redis,
    private readonly options: PersonLeasesOptions,
  ) {}

  /** A lease if the person holds fewer than the limit, else how many they hold. */
  async take(personId: string): Promise<LeaseAnswer> {
    const key = `${this.options.prefix}:person-leases:${this.options.scope}:${personId}`;
    const id = randomUUID();
    const [taken, held] = await this.hold(key, id);
    if (!taken) return { lease: undefined, held };
    return { lease: this.lease(key, id), held };
  }

  private lease(key: string, id: string): PersonLease {
    let timer: NodeJS.Timeout | undefined;
    let released: Promise<void> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    return {
      keep: (onLost) => {
        if (released || timer) return;
        timer = setInterval(
          () =>
            void this.hold(key, id).then(
              ([kept]) => {
                if (kept || released) return;
                stop();
                onLost();
              },
              () => {
                if (released) return;
                this.logger.warn(`${this.options.scope}: lease não renovado, Redis não respondeu`);
                stop();
                onLost();
              },
            ),
          Math.max(50, Math.floor(this.options.leaseMs / 3)),
        );
        timer.unref();
      },
      release: () => {
        released ??= (async () => {
          stop();
          // Without Redis the lease expires by itself within leaseMs.
          await this.redis.zrem(key, id).catch(() => undefined);
        })();
        return released;
      },
    };
  }

  /** Takes or renews `id`: [1|0, leases held]. Redis not answering is a 503, never a place. */
  private async hold(key: string, id: string): Promise<[number, number]> {
    try {
      return (await this.redis.eval(HOLD, 1, key, this.options.limit, this.options.leaseMs, id)) as [number, number];
    } catch {
      // Logged by the error filter as a dependency unavailable (503).
      throw new AppException(
        CommonErrorCode.Unavailable,
        COMMON_MESSAGES[CommonErrorCode.Unavailable],
        HttpStatus.SERVICE_UNAVAILABLE,
        { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
      );
    }
  }
}
