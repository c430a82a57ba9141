import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Provider } from '../users/user.entity';

/** One way to sign in to an account: e-mail and password, or an OAuth provider's subject. */
@Entity({ name: 'identities' })
export class Identity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('text') provider: Provider;
  @Column('text') subject: string;
  @Column('text', { nullable: true }) email: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
