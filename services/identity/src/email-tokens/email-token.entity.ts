import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type EmailTokenPurpose = 'signup' | 'recovery' | 'magiclink' | 'registration' | 'mfa' | 'email_change';

/**
 * What a token carries besides its user (MFA step: how the sign-in began and where it goes next;
 * magic link: where it goes next; e-mail change: the new address).
 */
export type EmailTokenData = { provider?: string; via?: string; email?: string; next?: string };

/** A one-time secret (e-mail link, registration polling, MFA step), stored as its hash. */
@Entity({ name: 'email_tokens' })
export class EmailToken {
  @PrimaryColumn('text', { name: 'token_hash' }) tokenHash: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text') purpose: EmailTokenPurpose;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
  @Column('jsonb', { nullable: true }) data: EmailTokenData | null;
}
