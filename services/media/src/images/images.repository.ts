import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UploadRowsRepository } from '../uploads/upload-rows.repository';
import { ImageEntity } from './image.entity';

/** media.images: avatars and covers. */
@Injectable()
export class ImagesRepository extends UploadRowsRepository<ImageEntity> {
  constructor(@InjectRepository(ImageEntity, 'media') images: Repository<ImageEntity>) {
    super(images);
  }

  /** Covers no sound took, created before `cutoff` (avatars are profiles', never swept). */
  unusedCoverIds(cutoff: Date, take: number): Promise<string[]> {
    return this.unusedIds(cutoff, take, { purpose: 'cover' });
  }

  /** Another live row names the same stored sizes (same content, same keys): the bench seed's copies. */
  storedSizesShared(image: ImageEntity): Promise<boolean> {
    return this.rows
      .createQueryBuilder('image')
      .where('image.contentHash = :hash AND image.sizes = CAST(:sizes AS jsonb)', {
        hash: image.contentHash,
        sizes: JSON.stringify(image.sizes),
      })
      .getExists();
  }
}
