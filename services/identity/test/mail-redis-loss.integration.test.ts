// Issue #17, fault suite: Redis restarted without its data while 50 e-mails are on their way
// (its connection cut, the mail queue's keys gone, then back). Every mail is recorded in
// PostgreSQL first and the workers' sweep queues again what Redis lost: each of the 50 arrives
// exactly once, and nothing is left waiting. (200 proved no more: what matters is that some were
// still waiting when Redis lost them, which the test checks.)
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { TransactionRunner } from '@sampleteca/database';
import { identityService } from '@sampleteca/identity';
import { runPlatform, type RunningPlatform } from '@sampleteca/runtime';
import { createTestEnvironment, eventually, freePort, TcpProxy, type TestEnvironment } from '@sampleteca/testing';
import { DevMailbox } from '@sampleteca/standin-mail';
import { Mailer } from '../src/mail/mailer';

const MAILS = 50;

let environment: TestEnvironment;
let proxy: TcpProxy;
let platform: RunningPlatform;
let redis: Redis;
let db: Client;

beforeAll(async () => {
  environment = await createTestEnvironment({ SERVICES: 'identity', MAIL_SWEEP_EVERY_SECONDS: '1' });
  const url = new URL(environment.env.REDIS_URL);
  proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 6379) }, await freePort());
  await proxy.start();
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  platform = await runPlatform([identityService], { ...process.env, ...environment.env, REDIS_URL: url.toString() });
  redis = new Redis(environment.env.REDIS_URL);
  db = new Client({ connectionString: environment.databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await platform?.close();
  await proxy?.stop();
  redis?.disconnect();
  await db?.end();
  await environment?.cleanup();
});

/** What a Redis restart without persistence does to the mail queue: its keys are gone. */
async function wipeMailQueue(): Promise<number> {
  const keys = await redis.keys(`${environment.env.REDIS_PREFIX}:mail:*`);
  if (keys.length) await redis.del(...keys);
  return keys.length;
}

test(`Redis restarted without its data during ${MAILS} e-mails: each arrives exactly once`, async () => {
  const mailer = platform.app.get(Mailer);
  const transactions = platform.app.get(TransactionRunner, { strict: false });
  const mailbox = new DevMailbox(redis, `${environment.env.REDIS_PREFIX}:dev-mailbox`);
  const recipients = Array.from({ length: MAILS }, (_, index) => `pessoa.${index}@example.com`);

  for (const email of recipients) {
    await transactions.run((manager) =>
      mailer.sendLink(manager, { email, fullName: 'Pessoa Teste' }, 'recovery', `token-${email}`),
    );
  }
  // Some went out; the rest wait in a queue Redis is about to lose.
  await eventually(async () => expect((await mailbox.list()).length).toBeGreaterThan(0), 20_000);
  await proxy.cut();
  const waitingAtCut = await db.query('SELECT count(*)::int AS count FROM identity.outgoing_mail');
  expect(waitingAtCut.rows[0].count).toBeGreaterThan(0);
  const wiped = await wipeMailQueue();
  const restarted = Date.now();
  // Down until the platform has noticed: its readiness says Redis is gone.
  await eventually(async () => expect((await fetch(`${platform.url}/api/ready`)).status).toBe(503), 20_000);
  await proxy.restore();

  await eventually(
    async () => {
      const waiting = await db.query('SELECT count(*)::int AS count FROM identity.outgoing_mail');
      expect(waiting.rows[0].count).toBe(0);
      expect((await mailbox.list()).length).toBe(MAILS);
    },
    90_000,
    500,
  );
  process.stdout.write(
    `e-mails: ${MAILS} entregues após o Redis perder ${wiped} chaves da fila; recuperado em ${Date.now() - restarted} ms\n`,
  );
  const delivered = (await mailbox.list()).flatMap((mail) => mail.to);
  expect(delivered.sort()).toEqual([...recipients].sort());
}, 180_000);
