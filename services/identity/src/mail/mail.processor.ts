import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONFIG, type Config } from '@sampleteca/config';
import { JobProcessor, type JobHandlers, type JobProcessorHost } from '@sampleteca/jobs';
import { MailStandIn } from './mail-standin';
import { renderMail } from './mail.templates';
import { MailQueue, type SendMail } from './mail.queue';

/** Sends identity's mail over SMTP; a failed send throws so BullMQ retries it. */
@Injectable()
@JobProcessor(MailQueue)
export class MailProcessor implements JobProcessorHost<{ send: SendMail }>, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailProcessor');
  private transporter: Transporter | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly standIn: MailStandIn,
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

  readonly handlers: JobHandlers<{ send: SendMail }> = {
    send: async ({ to, template, name, link, detail }) => {
      const mail = renderMail(template, { name, link, detail });
      const info = await this.transporter!.sendMail({ from: this.config.MAIL_FROM, to, ...mail });
      return { messageId: info.messageId };
    },
  };

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
