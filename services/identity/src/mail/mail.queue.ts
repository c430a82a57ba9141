import { defineQueue } from '@sampleteca/jobs';

export type MailTemplate =
  'confirm-signup' | 'recovery' | 'magic-link' | 'confirm-email-change' | 'email-change-notice';
/** `detail`: a value the message names (the new address an e-mail change asks for). */
export type SendMail = { to: string; template: MailTemplate; name: string; link: string; detail?: string };

/** A mail recorded in identity.outgoing_mail: the job names it, PostgreSQL holds it. */
export type SendRecordedMail = { mailId: string };

export type MailJobs = { send: SendRecordedMail };

/** identity's outgoing mail, sent by the worker role with retries. */
export const MailQueue = defineQueue<MailJobs>(
  'mail',
  { send: true },
  { defaultJobOptions: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } } },
);
