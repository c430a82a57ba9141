import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

// 'demo': an account of the development demo catalogue (no password, no identity to sign in with).
export type Provider = 'email' | 'google' | 'facebook' | 'spotify' | 'demo';

/** An account and its profile (spec 1 §3 "users"). */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn('uuid') id: string;
  @Column('text') email: string;
  @Column('timestamptz', { name: 'email_confirmed_at', nullable: true }) emailConfirmedAt: Date | null;
  @Column('text', { name: 'password_hash', nullable: true, select: false }) passwordHash: string | null;
  @Column('text', { name: 'full_name' }) fullName: string;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) cpf: string | null;
  @Column('text', { nullable: true }) cep: string | null;
  @Column('text', { nullable: true }) producer: string | null;
  @Column('text', { name: 'facebook_url', nullable: true }) facebookUrl: string | null;
  @Column('text', { name: 'instagram_url', nullable: true }) instagramUrl: string | null;
  @Column('text', { name: 'youtube_url', nullable: true }) youtubeUrl: string | null;
  @Column('text', { name: 'tiktok_url', nullable: true }) tiktokUrl: string | null;
  @Column('text', { name: 'avatar_url', nullable: true }) avatarUrl: string | null;
  @Column('text', { nullable: true }) permission: 'admin' | null;
  @Column('text') provider: Provider;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** Set when the owner deleted the account: the row stays, anonymised (account-deletion.service). */
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt: Date | null;
}
