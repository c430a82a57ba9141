import type { Redis } from 'ioredis';

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
 * What the development SMTP server received, kept in Redis under `key` so that whichever
 * process serves the API can list what a worker process sent. The caller owns the connection.
 */
export class DevMailbox {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

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
}
