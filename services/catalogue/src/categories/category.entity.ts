import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A genre chip of the upload wizard; names are stored lower-case and unique. */
@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
