import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A drum kit (the spec's album): one owner's collection of sounds. */
@Entity({ name: 'drum_kits' })
export class DrumKit {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl: string | null;
  @Column('uuid', { name: 'owner_id' }) ownerId: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
