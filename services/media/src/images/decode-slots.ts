import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';

/**
 * How many images this process decodes at once (MEDIA_IMAGE_DECODE_CONCURRENCY); the others
 * wait their turn. A 40-megapixel upload holds ~120 MB of pixels while it is scaled: a few at
 * once used to push memory up for good (the allocator keeps what libvips' threads freed).
 */
@Injectable()
export class DecodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly size: number;

  constructor(@Inject(CONFIG) config: Pick<Config, 'MEDIA_IMAGE_DECODE_CONCURRENCY'>) {
    this.size = config.MEDIA_IMAGE_DECODE_CONCURRENCY;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
