import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { STORAGE, type Storage } from '../storage/storage';
import { LeftoverRendersRepository } from './leftover-renders.repository';

/** Renders deleted per round: small rounds keep a start with thousands of them light. */
const BATCH = 100;

/**
 * Deletes the renders the server stored before the portal made downloads in the listener's tempo
 * and key itself (#29 §2): each object first, then its row, so a worker stopped half-way leaves
 * rows the next start finishes (resumable), and two workers at once only delete a missing object
 * twice (idempotent). Runs in the background at each worker start; once the table is empty it is
 * one query. A later migration may drop media.audio_renders once every deployment has run it.
 */
@Injectable()
export class LeftoverRendersPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeftoverRendersPurger');
  private stopped = false;
  private running: Promise<number> | null = null;

  constructor(
    private readonly renders: LeftoverRendersRepository,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.purge().catch((error: unknown) => {
      this.logger.error(
        { err: error },
        'limpeza dos downloads transformados interrompida (continua no próximo início)',
      );
      return 0;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Deletes every stored render; resolves with how many. */
  async purge(): Promise<number> {
    let removed = 0;
    while (!this.stopped) {
      const keys = await this.renders.keys(BATCH);
      if (keys.length === 0) break;
      for (const key of keys) await this.storage.delete(key);
      await this.renders.forget(keys);
      removed += keys.length;
    }
    if (removed) this.logger.log({ removed }, 'downloads transformados guardados removidos');
    return removed;
  }
}
