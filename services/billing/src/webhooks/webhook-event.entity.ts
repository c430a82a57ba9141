import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Each Stripe event id once: a redelivered webhook finds its id here and does nothing. */
@Entity({ name: 'webhook_events' })
export class WebhookEvent {
  @PrimaryColumn('text') id: string;
  @Column('text') type: string;
  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
}
