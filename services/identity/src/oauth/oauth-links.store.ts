import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';

export const LINK_TTL_SECONDS = 5 * 60;
/** The handle is also a cookie of the browser that asked for it (checked by /auth/authorize). */
export const LINK_COOKIE = 'sampleteca_link';
export const LINK_COOKIE_PATH = '/api/auth/authorize';

/**
 * A browser navigation to /auth/authorize carries no bearer token, so linking a provider to
 * the signed-in account goes through a short-lived, one-time handle naming that user, bound
 * to the browser that asked for it by a cookie of the same value.
 */
@Injectable()
export class OAuthLinksStore implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.redis = createRedisClient(config);
    this.redis.on('error', () => undefined);
    this.prefix = `${config.REDIS_PREFIX}:oauth-link`;
  }

  async create(userId: string): Promise<string> {
    const handle = randomBytes(24).toString('base64url');
    await this.redis.set(`${this.prefix}:${handle}`, userId, 'EX', LINK_TTL_SECONDS);
    return handle;
  }

  async take(handle: string): Promise<string | undefined> {
    return (await this.redis.getdel(`${this.prefix}:${handle}`)) ?? undefined;
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
