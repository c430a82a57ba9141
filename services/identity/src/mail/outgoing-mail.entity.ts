import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { SendMail } from './mail.queue';

/**
 * An e-mail to send, recorded in the transaction that made it (a sign-up, a recovery link):
 * PostgreSQL keeps it while Redis may lose its job. The row goes once the mail is sent, since
 * its link spends a one-time token; one that gave up stays, marked, for an operator to retry.
 */
@Entity({ name: 'outgoing_mail' })
export class OutgoingMail {
  @PrimaryColumn('uuid') id: string;
  @Column('jsonb') message: SendMail;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'failed_at', nullable: true }) failedAt: Date | null;
}
