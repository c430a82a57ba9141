// A sender retries a message whose reply it lost (the server had kept it): the development
// mailbox, like a real receiving system, keeps one copy per Message-ID. This is what lets the
// mail worker's retries (and mail-redis-loss's fault) deliver each e-mail exactly once.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import { DevMailbox, startDevSmtpServer } from '@sampleteca/standin-mail';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const mailbox = new DevMailbox(redis, `test:dev-mailbox:${randomUUID()}`);
let server: Awaited<ReturnType<typeof startDevSmtpServer>>;

beforeAll(async () => {
  server = await startDevSmtpServer(mailbox);
});

afterAll(async () => {
  await mailbox.clear();
  await server?.close();
  redis.disconnect();
});

test('the same Message-ID sent twice is kept once; another message is kept beside it', async () => {
  const transport = nodemailer.createTransport(server.url);
  const message = { from: 'nao-responda@sampleteca.local', to: 'pessoa@example.com', subject: 'Recuperar senha' };
  const repeated = `<${randomUUID()}@sampleteca.local>`;

  await transport.sendMail({ ...message, text: 'primeira', messageId: repeated });
  await transport.sendMail({ ...message, text: 'repetida', messageId: repeated });
  await transport.sendMail({ ...message, text: 'outra', messageId: `<${randomUUID()}@sampleteca.local>` });
  transport.close();

  const kept = await mailbox.list();
  expect(kept.map((mail) => mail.text.trim())).toEqual(['outra', 'primeira']);
  expect(kept[1].messageId).toBe(repeated);
});
