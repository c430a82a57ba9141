import { defineQueue } from '@sampleteca/jobs';

export type MailTemplate =
  'confirm-signup' | 'recovery' | 'magic-link' | 'confirm-email-change' | 'email-change-notice' | 'news-digest';
/**
 * `detail`: a value the message names (the new address an e-mail change asks for); `items`: lines
 * listed above the button, each with its link (a digest's sounds); `unsubscribe`: a list mail's
 * page to stop it and its RFC 8058 one-click address (List-Unsubscribe).
 */
export type SendMail = {
  to: string;
  template: MailTemplate;
  name: string;
  link: string;
  detail?: string;
  items?: { text: string; url: string }[];
  unsubscribe?: { page: string; oneClick: string };
};

/** A mail recorded in identity.outgoing_mail: the job names it, PostgreSQL holds it. */
export type SendRecordedMail = { mailId: string };

export type MailJobs = { send: SendRecordedMail };

/** identity's outgoing mail, sent by the worker role with retries. */
export const MailQueue = defineQueue<MailJobs>(
  'mail',
  { send: true },
  { defaultJobOptions: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } } },
);
