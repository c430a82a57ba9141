import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { startRecurringSweep } from '@sampleteca/jobs';
import { clock } from '@sampleteca/runtime';
import { COUNTED_DAY_TABLES, CountedDaysRepository } from './counted-days.repository';
import { statsDay } from './day-counting';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: short transactions, however many a busy day left. */
const BATCH = 5_000;

/**
 * Drops the rows that only make a day count each person once (preview_plays, like_day_starts,
 * follow_day_starts) once their day is over: they are read only on their own day, and the
 * dashboard's 7/30/90 days come from the daily counters, which stay. Yesterday's rows are kept
 * too, for a request that began just before midnight. Every worker sweeps; a delete is the same
 * however many run it.
 */
@Injectable()
export class CountedDaysPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CountedDaysPurger');
  private stopSweep = (): void => undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly transactions: TransactionRunner,
    private readonly days: CountedDaysRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.stopSweep = startRecurringSweep(
      this.config.CATALOGUE_COUNTED_DAYS_PURGE_SECONDS * 1000,
      () => this.purge(),
      this.logger,
      'limpeza das contagens de dias passados adiada',
    );
  }

  onApplicationShutdown(): void {
    this.stopSweep();
  }

  /** Removes every counted-day row older than yesterday; answers how many. */
  async purge(): Promise<number> {
    const before = statsDay(clock.now() - DAY_MS);
    let removed = 0;
    for (const table of COUNTED_DAY_TABLES) {
      for (let went = BATCH; went === BATCH; removed += went) {
        went = await this.transactions.run((manager) => this.days.purgeBefore(manager, table, before, BATCH));
      }
    }
    if (removed) this.logger.log({ removed }, 'contagens de dias passados removidas');
    return removed;
  }
}
