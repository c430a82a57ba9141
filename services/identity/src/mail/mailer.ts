import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { MailQueue, type MailTemplate, type SendMail } from './mail.queue';

type LinkPurpose = 'signup' | 'recovery' | 'magiclink' | 'email_change';

const TEMPLATE_BY_PURPOSE: Record<LinkPurpose, MailTemplate> = {
  signup: 'confirm-signup',
  recovery: 'recovery',
  magiclink: 'magic-link',
  email_change: 'confirm-email-change',
};

const firstName = (fullName: string) => fullName.split(' ')[0] || fullName;

/** Queues an e-mail whose link spends a one-time token at GET /api/auth/verify. */
@Injectable()
export class Mailer {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(MailQueue) private readonly queue: TypedQueue<{ send: SendMail }>,
  ) {}

  async sendLink(to: { email: string; fullName: string }, purpose: LinkPurpose, token: string) {
    const link = new URL('/api/auth/verify', this.config.PUBLIC_URL);
    link.searchParams.set('type', purpose);
    link.searchParams.set('token', token);
    await this.queue.add('send', {
      to: to.email,
      template: TEMPLATE_BY_PURPOSE[purpose],
      name: firstName(to.fullName),
      link: link.toString(),
    });
  }

  /** Tells the current address that a change to `newEmail` was asked for, and how to stop it. */
  async sendEmailChangeNotice(to: { email: string; fullName: string }, newEmail: string) {
    await this.queue.add('send', {
      to: to.email,
      template: 'email-change-notice',
      name: firstName(to.fullName),
      link: new URL('/forgotPasswordSendEmail', this.config.PUBLIC_URL).toString(),
      detail: newEmail,
    });
  }
}
