import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import type { EmailTokenPurpose } from '../email-tokens/email-token.entity';
import { MailQueue, type MailTemplate, type SendMail } from './mail.queue';

const TEMPLATE_BY_PURPOSE: Partial<Record<EmailTokenPurpose, MailTemplate>> = {
  signup: 'confirm-signup',
  recovery: 'recovery',
  magiclink: 'magic-link',
};

/** Queues an e-mail whose link spends a one-time token at GET /api/auth/verify. */
@Injectable()
export class Mailer {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(MailQueue) private readonly queue: TypedQueue<{ send: SendMail }>,
  ) {}

  async sendLink(to: { email: string; fullName: string }, purpose: 'signup' | 'recovery' | 'magiclink', token: string) {
    const link = new URL('/api/auth/verify', this.config.PUBLIC_URL);
    link.searchParams.set('type', purpose);
    link.searchParams.set('token', token);
    await this.queue.add('send', {
      to: to.email,
      template: TEMPLATE_BY_PURPOSE[purpose]!,
      name: to.fullName.split(' ')[0] || to.fullName,
      link: link.toString(),
    });
  }
}
