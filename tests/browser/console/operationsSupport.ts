/// <reference lib="dom" />
// Set-up of the Operações browser test: a platform whose SMTP server sits behind a proxy the test
// can cut (so a mail job really fails), whose broker names the test knows (so it can publish as
// identity does), administrators made the operator's way, and the platform's own queues at hand.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedisClient } from '@sampleteca/jobs';
import { DevMailbox, startDevSmtpServer, type MailboxMessage } from '@sampleteca/standin-mail';
import { freePort, TcpProxy } from '@sampleteca/testing';
import { startAccountsPlatform, type AccountsPlatform } from '../accounts/accountsPlatform';
import { publishEvent } from '../support/publishEvent';

const run = promisify(execFile);

export interface OperationsPlatform extends AccountsPlatform {
  /** Cuts and restores the way to the SMTP server. */
  smtp: TcpProxy;
  /** Records a mail and queues its job, as identity's Mailer does; resolves with the job's id. */
  queueMail(message: Record<string, string>, options: { attempts: number }): Promise<string>;
  /** Publishes an event envelope on the platform's exchange, as its producer's relay would. */
  publish(type: string, producer: string, data: unknown): Promise<string>;
  mailbox(): Promise<MailboxMessage[]>;
  /** A confirmed account made an administrator with `npm run admin:grant`, and its token. */
  createAdmin(): Promise<{ email: string; password: string; token: string }>;
  api<T>(token: string, path: string): Promise<{ status: number; body: T }>;
}

export async function startOperationsPlatform(): Promise<OperationsPlatform> {
  const { REDIS_URL, RABBITMQ_URL, DATABASE_URL } = process.env;
  if (!REDIS_URL || !RABBITMQ_URL || !DATABASE_URL) throw new Error('sem a infraestrutura de testes');
  const id = randomBytes(4).toString('hex');
  const names = {
    REDIS_PREFIX: `test-ops-${id}`,
    EVENTS_EXCHANGE: `test.ops${id}.events`,
    EVENTS_QUEUE_PREFIX: `test.ops${id}`,
  };
  const redis: Redis = createRedisClient(REDIS_URL);
  const mailbox = new DevMailbox(redis, `${names.REDIS_PREFIX}:dev-mailbox`);
  const server = await startDevSmtpServer(mailbox);
  const smtp = new TcpProxy({ host: '127.0.0.1', port: Number(new URL(server.url).port) }, await freePort());
  await smtp.start();
  const platform = await startAccountsPlatform({
    ...names,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // A consumer gives up after two tries, 100 ms apart: a dead letter within a second.
    EVENTS_MAX_ATTEMPTS: '2',
  });
  const queues: Queue[] = [];
  const clients: Redis[] = [redis];

  const login = async (email: string, password: string) => {
    const response = await fetch(`${platform.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  return {
    ...platform,
    smtp,
    async queueMail(message, options) {
      const mailId = randomUUID();
      const db = new Client({ connectionString: platform.databaseUrl });
      await db.connect();
      await db.query('INSERT INTO identity.outgoing_mail (id, message) VALUES ($1, $2)', [mailId, message]);
      await db.end();
      const client = createRedisClient(REDIS_URL);
      clients.push(client);
      const queue = new Queue('mail', { connection: client, prefix: names.REDIS_PREFIX });
      queues.push(queue);
      const job = await queue.add(
        'send',
        { payload: { mailId } },
        { attempts: options.attempts, jobId: `send.${mailId}` },
      );
      return String(job.id);
    },
    publish: (type, producer, data) => publishEvent(names.EVENTS_EXCHANGE, type, producer, data),
    mailbox: () => mailbox.list(),
    async createAdmin() {
      const account = await platform.createAccount({ profile: { fullName: 'Olga Operadora' } });
      const { stdout } = await run(
        process.execPath,
        [resolve('services/identity/dist/cli/admin-role.js'), 'grant', account.email],
        { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: platform.databaseUrl } },
      );
      expect(stdout).toContain('agora é administrador(a)');
      return { ...account, token: await login(account.email, account.password) };
    },
    async api<T>(token: string, path: string) {
      const response = await fetch(`${platform.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as T };
    },
    async stop() {
      await Promise.all(queues.map((queue) => queue.close()));
      await platform.stop();
      await smtp.stop();
      await server.close();
      for (const client of clients) client.disconnect();
    },
  };
}
