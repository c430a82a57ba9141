import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { DevMailbox } from './mailbox';

const header = (email: { headers: { key: string; value: string }[] }, key: string) =>
  email.headers.find((entry) => entry.key === key)?.value;

/**
 * A local SMTP server standing in for the real one when SMTP_URL is empty: nodemailer talks
 * real SMTP to it, and what arrives is kept in the dev mailbox.
 */
export async function startDevSmtpServer(mailbox: DevMailbox): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const html = email.html ?? '';
            const text = email.text ?? '';
            const links = [
              ...new Set(
                [...`${html} ${text}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(([link]) => link.replace(/&amp;/g, '&')),
              ),
            ];
            return mailbox.add({
              id: randomUUID(),
              messageId: email.messageId ?? randomUUID(),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: email.subject ?? '',
              html,
              text,
              links,
              listUnsubscribe: header(email, 'list-unsubscribe'),
              listUnsubscribePost: header(email, 'list-unsubscribe-post'),
              receivedAt: new Date().toISOString(),
            });
          })
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
