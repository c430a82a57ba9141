import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';
import type { DevMailbox, MailboxMessage } from '@sampleteca/standin-mail';

// A variable, so TypeScript neither resolves nor rewrites it: the stand-in (standins/mail, not in
// a production image) is loaded only when it runs.
const STANDIN_PACKAGE: string = '@sampleteca/standin-mail';
type StandInModule = typeof import('@sampleteca/standin-mail');

/**
 * Outside production, with no SMTP_URL: the local SMTP server identity's mail goes to, and the
 * mailbox (in Redis, so the API process lists what a worker sent) behind /api/auth/dev/mailbox.
 */
@Injectable()
export class MailStandInServer implements OnApplicationShutdown {
  private module: Promise<StandInModule> | undefined;
  private box: DevMailbox | undefined;
  private redis: Redis | undefined;
  private closeServer: (() => Promise<void>) | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Starts the local SMTP server; answers its smtp:// URL. */
  async startSmtpServer(): Promise<string> {
    const { startDevSmtpServer } = await this.load();
    const server = await startDevSmtpServer(await this.mailbox());
    this.closeServer = server.close;
    return server.url;
  }

  async list(): Promise<MailboxMessage[]> {
    return (await this.mailbox()).list();
  }

  async clear(): Promise<void> {
    await (await this.mailbox()).clear();
  }

  private load(): Promise<StandInModule> {
    if (this.config.isProduction) throw new Error('o servidor de e-mail local não existe em produção');
    this.module ??= import(STANDIN_PACKAGE) as Promise<StandInModule>;
    return this.module;
  }

  private async mailbox(): Promise<DevMailbox> {
    const { DevMailbox: Mailbox } = await this.load();
    if (!this.box) {
      this.redis = createRedisClient(this.config);
      this.redis.on('error', () => undefined);
      this.box = new Mailbox(this.redis, `${this.config.REDIS_PREFIX}:dev-mailbox`);
    }
    return this.box;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.closeServer?.();
    this.redis?.disconnect();
  }
}
