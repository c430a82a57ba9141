import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlanTier } from '@sampleteca/contracts';

/** billing's entitlement projection; a user without a row is on the free plan. */
@Entity({ name: 'entitlements' })
export class Entitlement {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text') tier: PlanTier;
  @Column('text') status: string;
  @Column('timestamptz', { name: 'current_period_end', nullable: true }) currentPeriodEnd: Date | null;
  @Column('timestamptz', { name: 'source_occurred_at' }) sourceOccurredAt: Date;
}
