import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';

type Handler = (payload: string) => void;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY for this process: a change committed anywhere (another process's
 * webhook, a worker) reaches every listener here at commit, with no broker round trip. One
 * connection per process, opened on the first listen and reopened when lost; after a reconnect
 * every handler is called with '' because notifications sent meanwhile are gone (re-read state).
 */
@Injectable()
export class PgNotificationsClient implements OnApplicationShutdown {
  private readonly logger = new Logger('PgNotificationsClient');
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: Promise<Client> | undefined;
  private closed = false;
  /** The connection's queries, one after another (see listenOn). */
  private queries: Promise<unknown> = Promise.resolve();

  constructor(@Inject(CONFIG) private readonly config: Pick<Config, 'DATABASE_URL'>) {}

  /** Calls `handler` with each notification's payload on `channel`; the result stops it. */
  async listen(channel: string, handler: Handler): Promise<() => void> {
    assertChannel(channel);
    const handlers = this.handlers.get(channel) ?? new Set<Handler>();
    const first = handlers.size === 0;
    handlers.add(handler);
    this.handlers.set(channel, handlers);
    const client = await this.connection();
    if (first) await this.listenOn(client, channel);
    return () => {
      handlers.delete(handler);
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  /**
   * LISTEN on the shared connection after any query already sent on it: the services subscribe
   * together at boot, and overlapping queries on one pg Client are deprecated (refused by pg 9).
   */
  private listenOn(client: Client, channel: string): Promise<unknown> {
    const listening = this.queries.then(() => client.query(`LISTEN ${channel}`));
    this.queries = listening.catch(() => undefined);
    return listening;
  }

  private connection(): Promise<Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      connectionString: this.config.DATABASE_URL,
      application_name: 'sampleteca-notifications',
    });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await this.listenOn(client, channel);
      return client;
    } catch (error) {
      this.client = undefined;
      throw error;
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed) return;
    // A connection that ends while still connecting (a failover: HAProxy accepts, then has no
    // primary) leaves `this.client` rejected; its caller hears that, and this must not leave an
    // unhandled rejection behind, which would end the process.
    void this.client?.then(
      (current) => {
        if (current !== client) return;
        this.logger.warn(`conexão de notificações perdida${error ? `: ${error.message}` : ''}; reconectando`);
        this.client = undefined;
        setTimeout(() => void this.resubscribe(), RECONNECT_MS).unref();
      },
      () => undefined,
    );
  }

  private async resubscribe(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      await this.connection();
      for (const handlers of this.handlers.values()) for (const handler of handlers) handler('');
    } catch {
      setTimeout(() => void this.resubscribe(), RECONNECT_MS).unref();
    }
  }
}

/** Sends a notification when the caller's transaction commits (never if it rolls back). */
export async function notifyOnCommit(manager: EntityManager, channel: string, payload = ''): Promise<void> {
  assertChannel(channel);
  await manager.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`canal de notificação inválido: ${channel}`);
}
