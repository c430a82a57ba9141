import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';
import { rateLimited } from '../identity-errors';

/** What each limit allows: `points` calls per `duration` seconds for one key. */
const limits = (config: Config) => ({
  // Per address and account: guesses from one place.
  login: { points: 5, duration: 15 * 60 },
  // Per account, failures only: guesses spread over many addresses (a botnet, forged proxies).
  loginAccount: { points: 20, duration: 60 * 60 },
  signup: { points: config.SIGNUP_LIMIT_PER_HOUR, duration: 60 * 60 },
  resend: { points: 1, duration: 60 },
  // Per account: one link a minute. Per address: a burst of links to many accounts.
  recover: { points: 1, duration: 60 },
  recoverAddress: { points: 20, duration: 15 * 60 },
});

export type LimitedAction = keyof ReturnType<typeof limits>;

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
      Object.entries(limits(config)).map(([action, limit]) => [
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
      await this.limiters[action].consume(key.toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw refusal(rejection);
      throw rejection;
    }
  }

  /** Refuses when earlier failures used up the budget, without spending any of it. */
  async assertAvailable(action: LimitedAction, key: string): Promise<void> {
    const state = await this.limiters[action].get(key.toLowerCase());
    if (state && state.consumedPoints >= this.limiters[action].points) throw refusal(state);
  }

  /** Counts a failure; the next assertAvailable refuses once the budget is spent. */
  async penalize(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].penalty(key.toLowerCase());
  }

  /** A successful sign-in forgets earlier failures. */
  async reset(action: LimitedAction, key: string): Promise<void> {
    await this.limiters[action].delete(key.toLowerCase());
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

function refusal(state: RateLimiterRes): Error {
  return rateLimited(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}
