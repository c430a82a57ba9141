import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The Stripe customer of a user (one per user). */
@Entity({ name: 'customers' })
export class Customer {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'stripe_customer_id' }) stripeCustomerId: string;
  @Column('text') email: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
