import { Column, Entity, PrimaryColumn } from 'typeorm';

export type Tier = 'free' | 'basic' | 'pro';

/** Spec 1 §3's subscription record, copied from Stripe (times converted from seconds). */
@Entity({ name: 'subscriptions' })
export class Subscription {
  @PrimaryColumn('text') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text') status: string;
  @Column('jsonb') metadata: Record<string, string>;
  @Column('text', { name: 'price_id' }) priceId: string;
  @Column('text') tier: Tier;
  @Column('boolean', { name: 'cancel_at_period_end' }) cancelAtPeriodEnd: boolean;
  @Column('timestamptz') created: Date;
  @Column('timestamptz', { name: 'current_period_start', nullable: true }) currentPeriodStart: Date | null;
  @Column('timestamptz', { name: 'current_period_end', nullable: true }) currentPeriodEnd: Date | null;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt: Date | null;
  @Column('timestamptz', { name: 'cancel_at', nullable: true }) cancelAt: Date | null;
  @Column('timestamptz', { name: 'canceled_at', nullable: true }) canceledAt: Date | null;
  @Column('timestamptz', { name: 'trial_start', nullable: true }) trialStart: Date | null;
  @Column('timestamptz', { name: 'trial_end', nullable: true }) trialEnd: Date | null;
  @Column('integer') quantity: number;
  @Column('timestamptz', { name: 'synced_at' }) syncedAt: Date;
}

/** What a user may use now, derived from their subscriptions; published when it changes. */
@Entity({ name: 'entitlements' })
export class Entitlement {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text') tier: Tier;
  @Column('text') status: string;
  @Column('text', { name: 'subscription_id', nullable: true }) subscriptionId: string | null;
  @Column('timestamptz', { name: 'current_period_end', nullable: true }) currentPeriodEnd: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}
