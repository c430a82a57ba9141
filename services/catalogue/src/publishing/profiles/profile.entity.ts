import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** identity's public profile as the catalogue knows it (fed by user.* events). */
@Entity({ name: 'profiles' })
export class Profile {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'full_name' }) fullName: string;
  @Column('text', { name: 'avatar_url', nullable: true }) avatarUrl: string | null;
  @Column('text', { nullable: true }) producer: string | null;
  @Column('text', { name: 'facebook_url', nullable: true }) facebookUrl: string | null;
  @Column('text', { name: 'instagram_url', nullable: true }) instagramUrl: string | null;
  @Column('text', { name: 'youtube_url', nullable: true }) youtubeUrl: string | null;
  @Column('text', { name: 'tiktok_url', nullable: true }) tiktokUrl: string | null;
  @Column('boolean', { name: 'email_confirmed' }) emailConfirmed: boolean;
  @Column('boolean', { name: 'is_admin' }) isAdmin: boolean;
  /** When identity made the change applied last: older events arriving late are ignored. */
  @Column('timestamptz', { name: 'source_occurred_at' }) sourceOccurredAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
