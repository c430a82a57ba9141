import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { Request } from 'express';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { isDatabaseUnavailable } from '@sampleteca/http';
import { MediaEvents, type ImageUploaded } from '@sampleteca/contracts';
import { TransactionRunner } from '@sampleteca/database';
import { Outbox } from '@sampleteca/messaging';
import { API_PREFIX } from '@sampleteca/runtime';
import { STORAGE, type Storage } from '../storage/storage';
import { DecodeSlotsLimiter } from './decode-slots.limiter';
import type { ImageEntity, StoredImageSize } from './image.entity';
import { imageKey, shareCardKey } from './image-keys';
import { ImagesRepository } from './images.repository';
import { MediaErrorCode, mediaError, uploadError } from '../media-errors';
import { renderImage } from './image-renderer';
import { receiveImageUpload } from './image-upload.receiver';
import { IMAGE_VARIANTS } from './image-variants';
import { renderShareCard } from './share-card-renderer';
import type { UploadedImageResponse } from './images.dto';

export const imageUrl = (id: string, size?: number | string) =>
  `${API_PREFIX}/media/images/${id}${size === undefined ? '' : `?size=${size}`}`;

const imageNotFound = () => mediaError(MediaErrorCode.ImageNotFound);

@Injectable()
export class ImagesService {
  private readonly logger = new Logger('ImagesService');

  constructor(
    private readonly images: ImagesRepository,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CONFIG) private readonly config: Config,
    private readonly decodeSlots: DecodeSlotsLimiter,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Receives, checks, renders and stores an upload; nothing is kept when any step fails. The row
   * and `media.image.uploaded` commit together: the catalogue accepts a cover on its owner's
   * sounds only once it has heard of it.
   */
  async upload(request: Request, owner: AuthUser | undefined): Promise<UploadedImageResponse> {
    const { purpose, file } = await receiveImageUpload(request, { maxBytes: this.config.MEDIA_IMAGE_MAX_BYTES });
    try {
      const rendered = await renderImage(file.path, purpose, this.decodeSlots);
      const id = randomUUID();
      const sizes: Record<string, StoredImageSize> = {};
      try {
        for (const rendition of rendered.renditions) {
          const key = imageKey(id, rendition.size);
          await this.storage.put(key, rendition.data, { contentType: 'image/webp' });
          sizes[rendition.size] = {
            key,
            width: rendition.width,
            height: rendition.height,
            bytes: rendition.data.length,
          };
        }
        await this.transactions.run(async (manager) => {
          await this.images.insert(manager, {
            id,
            purpose,
            ownerUserId: owner?.id ?? null,
            contentHash: file.sha256,
            contentType: file.contentType,
            bytes: file.bytes,
            width: rendered.width,
            height: rendered.height,
            sizes,
          });
          await this.outbox.add<ImageUploaded>(manager, MediaEvents.ImageUploaded, {
            imageId: id,
            ownerUserId: owner?.id ?? null,
            purpose,
            uploadedAt: new Date().toISOString(),
          });
        });
      } catch (error) {
        this.logger.error({ err: error, imageId: id }, 'falha ao guardar a imagem');
        await Promise.allSettled(Object.values(sizes).map((stored) => this.storage.delete(stored.key)));
        // The database away (a failover): nothing was kept, and sending it again will work (503).
        if (isDatabaseUnavailable(error)) throw error;
        throw uploadError(
          MediaErrorCode.ImageUploadFailed,
          'Não foi possível guardar a imagem agora. Tente novamente em instantes.',
        );
      }
      return {
        id,
        purpose,
        url: imageUrl(id),
        sizes: Object.fromEntries(Object.keys(sizes).map((size) => [size, imageUrl(id, size)])),
      };
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** A signed link to one size of an image (its purpose's default size when none is asked). */
  async signedUrl(id: string, size: number | undefined): Promise<string> {
    const image = await this.images.find(id);
    if (!image) throw imageNotFound();
    const stored = image.sizes[String(size ?? IMAGE_VARIANTS[image.purpose].defaultSize)];
    if (!stored) {
      const available = Object.keys(image.sizes).map(Number);
      throw mediaError(MediaErrorCode.ImageSizeNotAvailable, {
        message: `Tamanho indisponível para esta imagem: use ${available.join(', ')}.`,
        details: { sizes: available },
      });
    }
    return this.storage.signedUrl(stored.key);
  }

  /**
   * A signed link to the image's share card: rendered from its largest rendition the first time
   * it is asked for and kept beside the renditions, so later requests only sign. Two first
   * requests at once may both render it (the same bytes; either write may stay).
   */
  async shareCardUrl(id: string): Promise<string> {
    const image = await this.images.find(id);
    if (!image) throw imageNotFound();
    const key = shareCardKey(image.id);
    if (!(await this.storage.stat(key))) await this.storeShareCard(image, key);
    return this.storage.signedUrl(key);
  }

  private async storeShareCard(image: ImageEntity, key: string): Promise<void> {
    const largest = Object.values(image.sizes).reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    const source = await this.storage.get(largest.key);
    if (!source) {
      this.logger.warn({ imageId: image.id, key: largest.key }, 'imagem sem o arquivo no armazenamento');
      throw imageNotFound();
    }
    const card = await renderShareCard(await buffer(source.body), this.decodeSlots);
    await this.storage.put(key, card, { contentType: 'image/jpeg' });
    // Deleted while it was rendered (its files removed already): the card must not outlive it.
    if (!(await this.images.find(image.id))) {
      await this.storage.delete(key);
      throw imageNotFound();
    }
  }
}
