import type { DataSource } from 'typeorm';
import { WINDOW_DAYS_CTE, windowParameters, type DailyStatsWindow } from './daily-stats-window';

/** One table's rows to count per day: which table, which of its rows, and the count's name. */
export type RowsPerDay = {
  /** Schema-qualified, with a created_at column: the day a row counts on. */
  table: string;
  /** A condition on the table's rows (SQL): only those count. */
  where: string;
  /** The count's key in each day, beside `date`. */
  count: string;
};

/**
 * One row per day of the window (today included, zero when none): how many of the table's rows
 * were made that day, grouped in one pass over the window's rows. `rows` is the service's own
 * constant SQL, never user input.
 */
export function rowsPerDay<Day>(dataSource: DataSource, window: DailyStatsWindow, rows: RowsPerDay): Promise<Day[]> {
  return dataSource.query<Day[]>(
    `WITH ${WINDOW_DAYS_CTE},
       counted AS (
         SELECT (created_at AT TIME ZONE $1)::date AS day, count(*)::int AS count
           FROM ${rows.table}
          WHERE created_at >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE $1 AND (${rows.where})
          GROUP BY 1
       )
       SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(counted.count, 0) AS "${rows.count}"
         FROM days LEFT JOIN counted USING (day)
        ORDER BY days.day`,
    windowParameters(window),
  );
}
