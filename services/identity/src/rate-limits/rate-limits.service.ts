import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';
import { rateLimited } from '../identity-errors';
import { limitKey, rateLimits, retryAfterSeconds, type LimitedAction } from './rate-limit-rules';

/**
 * Redis-backed limits shared by every identity pod. An exhausted limit answers 429 with the
 * real number of seconds until the next try.
 */
@Injectable()
export class RateLimitsService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly limiters: Record<LimitedAction, RateLimiterRedis>;

  constructor(@Inject(CONFIG) config: Config) {
    this.redis = createRedisClient(config);
    this.redis.on('error', () => undefined);
    this.limiters = Object.fromEntries(
      Object.entries(rateLimits(config)).map(([action, limit]) => [
        action,
        new RateLimiterRedis({
          storeClient: this.redis,
          keyPrefix: `${config.REDIS_PREFIX}:rate:${action}`,
          ...limit,
        }),
      ]),
    ) as Record<LimitedAction, RateLimiterRedis>;
  }

  async consume(action: LimitedAction, key: string): Promise<void> {
    try {
      await this.limiters[action].consume(limitKey(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw refusal(rejection);
      throw rejection;
    }
  }

  /** Refuses when earlier failures used up the budget, without spending any of it. */
  async assertAvailable(action: LimitedAction, key: string): Promise<void> {
    const state = await this.limiters[action].get(limitKey(key));
    if (state && state.consumedPoints >= this.limiters[action].points) throw refusal(state);
  }

  /** Counts a failure; the next assertAvailable refuses once the budget is spent. */
  async penalize(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].penalty(limitKey(key));
  }

  /** A successful sign-in forgets earlier failures. */
  async reset(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].delete(limitKey(key));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

function refusal(state: RateLimiterRes): Error {
  return rateLimited(retryAfterSeconds(state.msBeforeNext));
}
