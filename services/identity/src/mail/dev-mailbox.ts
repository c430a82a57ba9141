import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';

export type MailboxMessage = {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  links: string[];
  receivedAt: string;
};

const KEEP = 200;

/**
 * What the development SMTP server received, in Redis so that whichever process serves the
 * API can list what a worker process sent.
 */
@Injectable()
export class DevMailbox implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly key: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.redis = createRedisClient(config.REDIS_URL);
    this.redis.on('error', () => undefined);
    this.key = `${config.REDIS_PREFIX}:dev-mailbox`;
  }

  async add(message: MailboxMessage): Promise<void> {
    await this.redis
      .multi()
      .lpush(this.key, JSON.stringify(message))
      .ltrim(this.key, 0, KEEP - 1)
      .exec();
  }

  async list(): Promise<MailboxMessage[]> {
    return (await this.redis.lrange(this.key, 0, KEEP - 1)).map((raw) => JSON.parse(raw) as MailboxMessage);
  }

  async clear(): Promise<void> {
    await this.redis.del(this.key);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
