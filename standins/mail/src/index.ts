export { DevMailbox, type MailboxMessage } from './mailbox';
export { startDevSmtpServer } from './smtp-server';
