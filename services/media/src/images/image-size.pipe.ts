import type { PipeTransform } from '@nestjs/common';
import { invalidField } from '@sampleteca/http';
import { ALL_IMAGE_SIZES } from './image-variants';

/**
 * `?size=`: one of the sizes images are stored in, checked before the image is looked up, like
 * every number the API takes; whether this image has that size is the service's to say.
 */
export class ImageSizePipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown): number | undefined {
    if (value === undefined) return undefined;
    const size = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!ALL_IMAGE_SIZES.includes(size))
      throw invalidField('size', `Tamanho indisponível: use ${ALL_IMAGE_SIZES.join(', ')}.`);
    return size;
  }
}
