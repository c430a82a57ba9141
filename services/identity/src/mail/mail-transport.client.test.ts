import { loadConfig } from '@sampleteca/config';
import { MailStandInServer } from './mail-standin.server';
import { MailTransportClient } from './mail-transport.client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

test('in production, identity refuses to start without a real mail transport (no local mailbox there)', async () => {
  const config = { ...loadConfig({ REDIS_URL }), isProduction: true, SMTP_URL: '' };
  const transport = new MailTransportClient(config, new MailStandInServer(config));
  await expect(transport.onModuleInit()).rejects.toThrow('SMTP_URL: obrigatório em produção');
});

test('in production, the development mailbox is not there to read', async () => {
  const config = { ...loadConfig({ REDIS_URL }), isProduction: true };
  await expect(new MailStandInServer(config).list()).rejects.toThrow('não existe em produção');
});
