import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONFIG, type Config } from '@sampleteca/config';
import { JobProcessor, type JobHandlers, type JobProcessorHost } from '@sampleteca/jobs';
import { DevMailbox } from './dev-mailbox';
import { startDevSmtpServer } from './dev-smtp-server';
import { renderMail } from './mail.templates';
import { MailQueue, type SendMail } from './mail.queue';

/** Sends identity's mail over SMTP; a failed send throws so BullMQ retries it. */
@Injectable()
@JobProcessor(MailQueue)
export class MailProcessor implements JobProcessorHost<{ send: SendMail }>, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailProcessor');
  private transporter: Transporter | undefined;
  private closeDevServer: (() => Promise<void>) | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly mailbox: DevMailbox,
  ) {}

  async onModuleInit(): Promise<void> {
    let url = this.config.SMTP_URL;
    if (!url) {
      const devServer = await startDevSmtpServer(this.mailbox);
      this.closeDevServer = devServer.close;
      url = devServer.url;
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

  async onApplicationShutdown(): Promise<void> {
    this.transporter?.close();
    await this.closeDevServer?.();
  }
}
