import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A genre chip of the upload wizard; names are stored lower-case and unique. Others see it once
 * a public sound uses it or it is `accepted` (CategoriesRepository.list).
 */
@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('uuid', { name: 'created_by', nullable: true }) createdBy: string | null;
  /** Shown to everyone although no public sound uses it yet (an administrator accepted it). */
  @Column('boolean', { default: false }) accepted: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
