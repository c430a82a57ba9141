import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { PUBLIC_PATHS, type NewsDigestDue } from '@sampleteca/contracts';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { afterCommit } from '@sampleteca/messaging';
import { MailQueue, type MailJobs, type MailTemplate, type SendMail } from './mail.queue';
import { OutgoingMailRepository } from './outgoing-mail.repository';

type LinkPurpose = 'signup' | 'recovery' | 'magiclink' | 'email_change';

const TEMPLATE_BY_PURPOSE: Record<LinkPurpose, MailTemplate> = {
  signup: 'confirm-signup',
  recovery: 'recovery',
  magiclink: 'magic-link',
  email_change: 'confirm-email-change',
};

const firstName = (fullName: string) => fullName.split(' ')[0] || fullName;

/**
 * Records an e-mail in the caller's transaction and queues it once that commits: the mail
 * exists exactly when its token does, and a job Redis loses (or never took) is queued again
 * from PostgreSQL by the workers' sweep (MailProcessor).
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @InjectQueue(MailQueue) private readonly queue: TypedQueue<MailJobs>,
    private readonly outgoing: OutgoingMailRepository,
  ) {}

  /** An e-mail whose link spends a one-time token at GET /api/auth/verify. */
  async sendLink(
    manager: EntityManager,
    to: { email: string; fullName: string },
    purpose: LinkPurpose,
    token: string,
  ): Promise<void> {
    const link = new URL('/api/auth/verify', this.config.PUBLIC_URL);
    link.searchParams.set('type', purpose);
    link.searchParams.set('token', token);
    await this.send(manager, {
      to: to.email,
      template: TEMPLATE_BY_PURPOSE[purpose],
      name: firstName(to.fullName),
      link: link.toString(),
    });
  }

  /** Tells the current address that a change to `newEmail` was asked for, and how to stop it. */
  async sendEmailChangeNotice(
    manager: EntityManager,
    to: { email: string; fullName: string },
    newEmail: string,
  ): Promise<void> {
    await this.send(manager, {
      to: to.email,
      template: 'email-change-notice',
      name: firstName(to.fullName),
      link: new URL(PUBLIC_PATHS.forgotPasswordSendEmail, this.config.PUBLIC_URL).toString(),
      detail: newEmail,
    });
  }

  /** A follower's daily digest of new sounds (catalogue's news.digest.due), with its one-click unsubscribe. */
  async sendNewsDigest(manager: EntityManager, to: { email: string; fullName: string }, digest: NewsDigestDue) {
    const count = digest.sounds.length + digest.more;
    await this.send(manager, {
      to: to.email,
      template: 'news-digest',
      name: firstName(to.fullName),
      link: digest.newsUrl,
      detail: count === 1 ? 'Saiu 1 som novo' : `Saíram ${count} sons novos`,
      items: [
        ...digest.sounds.map((sound) => ({ text: `${sound.name}, de ${sound.producerName}`, url: sound.url })),
        ...(digest.more ? [{ text: `e mais ${digest.more}`, url: digest.newsUrl }] : []),
      ],
      unsubscribe: { page: digest.unsubscribeUrl, oneClick: digest.oneClickUnsubscribeUrl },
    });
  }

  private async send(manager: EntityManager, message: SendMail): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('Mailer precisa de uma transação: o e-mail existe quando a mudança que o pede existe');
    }
    const mailId = randomUUID();
    await this.outgoing.record(manager, mailId, message);
    afterCommit(manager, () => void this.enqueue(mailId));
  }

  /** Queues a recorded mail; idempotent (the job id is the mail's), so the sweep may repeat it. */
  async enqueue(mailId: string): Promise<void> {
    try {
      await this.queue.add('send', { mailId }, { dedupeKey: mailId });
    } catch (error) {
      // Recorded all the same: the sweep queues it when Redis answers again.
      this.logger.warn({ err: error, mailId }, 'e-mail registrado, mas não enfileirado agora');
    }
  }
}
