import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { CONFIG, redisConnectionOptions, type Config, type RedisTarget } from '@sampleteca/config';

/** Past the access token's lifetime a revoked session's tokens have expired on their own. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Sessions ended before their access tokens expire (sign-out, refresh-token reuse, password
 * change, lost admin role). Identity writes them; every service's token check reads them, so a
 * revoked session stops working at once on every pod, not an hour later.
 */
@Injectable()
export class SessionRevocationsStore implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly ttlSeconds: number;

  constructor(@Inject(CONFIG) config: RedisTarget & Pick<Config, 'REDIS_PREFIX' | 'ACCESS_TOKEN_TTL_SECONDS'>) {
    // A few quick retries, then an error: a request must not hang while Redis is away.
    this.redis = new Redis({ ...redisConnectionOptions(config), maxRetriesPerRequest: 2, lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.prefix = `${config.REDIS_PREFIX}:revoked-session`;
    this.ttlSeconds = config.ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS;
  }

  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds) pipeline.set(this.key(id), '1', 'EX', this.ttlSeconds);
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.key(sessionId))) === 1;
  }

  /** Which of these sessions ended, in one round trip (what a process's open streams check). */
  async revokedAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const found = await this.redis.mget(sessionIds.map((id) => this.key(id)));
    return new Set(sessionIds.filter((_id, index) => found[index] !== null));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  private key(sessionId: string): string {
    return `${this.prefix}:${sessionId}`;
  }
}
