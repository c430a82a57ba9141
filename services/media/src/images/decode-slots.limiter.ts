import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { Slots } from '../common/slots';

/**
 * How many images this process decodes at once (MEDIA_IMAGE_DECODE_CONCURRENCY); the others
 * wait their turn. A 40-megapixel upload holds ~120 MB of pixels while it is scaled: a few at
 * once used to push memory up for good (the allocator keeps what libvips' threads freed).
 */
@Injectable()
export class DecodeSlotsLimiter extends Slots {
  constructor(@Inject(CONFIG) config: Pick<Config, 'MEDIA_IMAGE_DECODE_CONCURRENCY'>) {
    super(config.MEDIA_IMAGE_DECODE_CONCURRENCY);
  }
}
