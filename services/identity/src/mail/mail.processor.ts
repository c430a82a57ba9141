import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Job } from 'bullmq';
import { CONFIG, type Config } from '@sampleteca/config';
import {
  InjectQueue,
  isLastAttempt,
  jobIdFor,
  JobProcessor,
  startRecurringSweep,
  type JobEnvelope,
  type JobHandlers,
  type JobProcessorHost,
  type TypedQueue,
} from '@sampleteca/jobs';
import { MailTransportClient } from './mail-transport.client';
import { MailQueue, type MailJobs, type SendRecordedMail } from './mail.queue';
import { OutgoingMailRepository } from './outgoing-mail.repository';

type SendOutcome = { messageId: string } | { skipped: 'sent or being sent' };

/**
 * Sends identity's recorded mail over SMTP; a failed send throws so BullMQ retries it, and the
 * last failure marks the mail given up (an operator retries it from Operações). Every worker
 * sweeps for mail whose job Redis no longer has and queues it again.
 */
@Injectable()
@JobProcessor(MailQueue)
export class MailProcessor implements JobProcessorHost<MailJobs>, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailProcessor');
  private stopSweep = (): void => undefined;
  private readonly sweepEveryMs: number;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly transport: MailTransportClient,
    private readonly outgoing: OutgoingMailRepository,
    @InjectQueue(MailQueue) private readonly queue: TypedQueue<MailJobs>,
  ) {
    this.sweepEveryMs = config.MAIL_SWEEP_EVERY_SECONDS * 1000;
  }

  onApplicationBootstrap(): void {
    this.stopSweep = startRecurringSweep(
      this.sweepEveryMs,
      () => this.sweep(),
      this.logger,
      'varredura de e-mails adiada',
    );
  }

  readonly handlers: JobHandlers<MailJobs> = {
    send: (payload, job) => this.send(payload, job),
  };

  private async send({ mailId }: SendRecordedMail, job: Job<JobEnvelope<SendRecordedMail>>): Promise<SendOutcome> {
    try {
      const messageId = await this.outgoing.sendHeld(mailId, (mail) => this.transport.send(mail.id, mail.message));
      // Gone or being sent: a sweep's copy of a job that was only slow, or whose first run still sends.
      return messageId === undefined ? { skipped: 'sent or being sent' } : { messageId };
    } catch (error) {
      if (isLastAttempt(job)) await this.outgoing.gaveUp(mailId);
      throw error;
    }
  }

  /** Mail waiting for a whole round whose job is in no BullMQ state: lost with Redis, or never queued. */
  async sweep(): Promise<{ requeued: number }> {
    const waiting = await this.outgoing.waitingSince(new Date(Date.now() - this.sweepEveryMs), 200);
    let requeued = 0;
    for (const mail of waiting) {
      if (await this.queue.queue.getJob(jobIdFor('send', mail.id))) continue;
      await this.queue.add('send', { mailId: mail.id }, { dedupeKey: mail.id });
      requeued += 1;
    }
    if (requeued) this.logger.warn({ requeued }, 'e-mails sem job enfileirados de novo');
    return { requeued };
  }

  onApplicationShutdown(): void {
    this.stopSweep();
  }
}
