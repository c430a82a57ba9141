import type { Redis } from 'ioredis';

export type MailboxMessage = {
  id: string;
  /** The Message-ID header: a sender's retry of a message already kept carries the same one. */
  messageId: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  links: string[];
  /** A list mail's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 2369, 8058), when it has them. */
  listUnsubscribe?: string;
  listUnsubscribePost?: string;
  receivedAt: string;
};

const KEEP = 200;
const REMEMBER_SECONDS = 24 * 60 * 60;

// Keeps a message unless its Message-ID was kept already, in one step: a command resent after a
// lost reply, or a sender retrying it, adds nothing.
const ADD_ONCE = `
if redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[3]) then
  redis.call('LPUSH', KEYS[1], ARGV[1])
  redis.call('LTRIM', KEYS[1], 0, tonumber(ARGV[2]) - 1)
  return 1
end
return 0`;

/**
 * What the development SMTP server received, kept in Redis under `key` so that whichever
 * process serves the API can list what a worker process sent. The caller owns the connection.
 */
export class DevMailbox {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  /** Keeps `message` once per Message-ID, as receiving mail systems collapse a repeated one. */
  async add(message: MailboxMessage): Promise<boolean> {
    const seenKey = `${this.key}:seen:${message.messageId}`;
    return (
      (await this.redis.eval(ADD_ONCE, 2, this.key, seenKey, JSON.stringify(message), KEEP, REMEMBER_SECONDS)) === 1
    );
  }

  async list(): Promise<MailboxMessage[]> {
    return (await this.redis.lrange(this.key, 0, KEEP - 1)).map((raw) => JSON.parse(raw) as MailboxMessage);
  }

  async clear(): Promise<void> {
    await this.redis.del(this.key);
  }
}
