import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returningRows } from '@sampleteca/database';

/** Rows kept only so a day counts each person once: a play; a like's or a follow's state at dawn. */
export const COUNTED_DAY_TABLES = ['preview_plays', 'like_day_starts', 'follow_day_starts'] as const;
export type CountedDayTable = (typeof COUNTED_DAY_TABLES)[number];

/** The day-keyed rows behind 'Meu painel''s once-a-day counting; the dashboard itself reads none of them. */
@Injectable()
export class CountedDaysRepository {
  /** Deletes up to `batch` of the table's rows dated before `day`; answers how many went. */
  async purgeBefore(manager: EntityManager, table: CountedDayTable, day: string, batch: number): Promise<number> {
    // `table` is one of the names above, never input.
    const rows = await returningRows(
      manager,
      `DELETE FROM catalogue.${table}
        WHERE ctid IN (SELECT ctid FROM catalogue.${table} WHERE day < $1::date LIMIT $2) RETURNING 1`,
      [day, batch],
    );
    return rows.length;
  }
}
