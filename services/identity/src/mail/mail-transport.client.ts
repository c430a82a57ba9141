import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONFIG, type Config } from '@sampleteca/config';
import { MailStandInServer } from './mail-standin.server';
import { renderMail } from './mail.templates';
import type { SendMail } from './mail.queue';

/** The SMTP connection identity's worker sends through: SMTP_URL, or outside production the local mailbox. */
@Injectable()
export class MailTransportClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailTransportClient');
  private transporter: Transporter | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly standIn: MailStandInServer,
  ) {}

  async onModuleInit(): Promise<void> {
    let url = this.config.SMTP_URL;
    if (!url) {
      // Production mail must reach people: no silent local mailbox there.
      if (this.config.isProduction) throw new Error('SMTP_URL: obrigatório em produção onde o serviço identity roda');
      url = await this.standIn.startSmtpServer();
      this.logger.log(`SMTP_URL vazio: e-mails ficam na caixa de desenvolvimento (${url})`);
    }
    this.transporter = nodemailer.createTransport(url);
  }

  /**
   * Renders and sends one recorded mail; answers the SMTP server's message id. The Message-ID is
   * the recorded mail's own, so a retry after a reply lost on the way back (the server kept the
   * first copy) is the same message, which receiving systems collapse.
   */
  async send(mailId: string, { to, template, unsubscribe, ...params }: SendMail): Promise<string> {
    const info = await this.transporter!.sendMail({
      from: this.config.MAIL_FROM,
      to,
      messageId: `<${mailId}@${senderDomain(this.config.MAIL_FROM)}>`,
      ...renderMail(template, { ...params, unsubscribe }),
      // A list mail (the digest) stops in one click from the mail client itself (RFC 8058).
      ...(unsubscribe && {
        list: { unsubscribe: { url: unsubscribe.oneClick, comment: 'Cancelar o resumo' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
    return info.messageId;
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}

/** The domain of 'Name <user@domain>' or 'user@domain'. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'sampleteca.local';
}
