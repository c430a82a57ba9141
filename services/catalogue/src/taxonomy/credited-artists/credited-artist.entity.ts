import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An artist credited on sounds (typed in the wizard), unlike the accounts listed at /artists. */
@Entity({ name: 'artists' })
export class CreditedArtist {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl: string | null;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
