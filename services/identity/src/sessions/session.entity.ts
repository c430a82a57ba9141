import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A sign-in and its chain of refresh tokens; revoking it ends that sign-in everywhere. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text') provider: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @Column('text', { name: 'revoked_reason', nullable: true }) revokedReason: string | null;
}

/** A refresh token, stored as its hash; `usedAt` marks it spent by a rotation. */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryColumn('text', { name: 'token_hash' }) tokenHash: string;
  @Column('uuid', { name: 'session_id' }) sessionId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
}
