import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A TOTP factor (spec 1 §3): verified factors make sign-in ask for a code. */
@Entity({ name: 'factors' })
export class Factor {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'friendly_name' }) friendlyName: string;
  @Column('text', { name: 'factor_type' }) factorType: 'totp';
  @Column('text') issuer: string;
  @Column('text', { select: false }) secret: string;
  @Column('text') status: 'unverified' | 'verified';
  /** The last TOTP time step accepted, so a code cannot be replayed. */
  @Column('bigint', { name: 'last_used_step', nullable: true }) lastUsedStep: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'factor_challenges' })
export class FactorChallenge {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'factor_id' }) factorId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'verified_at', nullable: true }) verifiedAt: Date | null;
}
